// Pannellum's build is a script that sets window.pannellum; importing it for its side effect is all the site does.
declare module 'pannellum/build/pannellum.js';
