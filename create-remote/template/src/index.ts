// What the remote's own address shows: the portal loads its contribution, not this page.
document.body.textContent = '__TITLE__: modulo remoto del portale. Aprire il portale.';
