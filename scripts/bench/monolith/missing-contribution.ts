/** Bench only: stands in for a remote whose code does not exist yet (the monolith skips it). */
const contribution = null;
export default contribution;
