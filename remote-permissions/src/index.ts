// This remote runs inside the host, which loads `remoteEntry.js` through the registry.
// Opening this server alone shows where to go instead.
document.body.textContent = 'Gestione permessi: modulo remoto del portale. Aprire il portale (porta 4200).';
