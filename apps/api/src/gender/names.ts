/**
 * Common first names in Mexico with the gender they are given to, for
 * {@link inferGender} (./infer.ts). Names are written without accents and in
 * lower case, as {@link normalizeName} leaves them. Drawn from the most
 * frequent given names of Mexico's civil registry; names given to both
 * genders are in {@link mixedNames} with the share that is female.
 */

/** Given names borne (almost) only by women. */
export const femaleNames: readonly string[] = `
abigail adela adelaida adelina adriana agustina aida alba alejandra alicia alma amalia amelia amparo ana anahi
anabel analia andrea angela angelica angelina anita antonia araceli arely areli ariadna ariana arlette aurora azucena
beatriz belem belen berenice bertha blanca brenda brisa briseida candelaria carina carla carmen carmina carolina
catalina cecilia celia celina citlali citlalli clara claudia concepcion constanza consuelo cristina dafne dalia
dana daniela danna debora delfina delia diana dolores dominga dora dulce edith elena elisa elizabeth elsa elvia
elvira emilia emma erika estefania estela esther eugenia eva evelyn fabiola fatima felipa fernanda fidelia flor
florencia francisca frida gabriela genoveva georgina gisela gladys gloria graciela gregoria griselda hilda ilse
imelda ines irene iris irma isabel isabela itzel ivette ivonne jacqueline jaqueline jazmin jessica jimena josefa
josefina juana julia juliana julieta karen karina karla kenia laura leticia lidia liliana lilia linda lizbeth
lorena lourdes lucero lucia luciana luisa luz magdalena maite manuela marcela margarita maria mariana maribel
maricela marina marisol maritza marlene martha marta mayra melanie melissa mercedes micaela minerva miriam
mireya monica nadia nallely nancy natalia nayeli nelly noemi norma ofelia olga olivia paola patricia paula
paulina perla petra pilar priscila raquel rebeca regina reyna reina rocio rosa rosalba rosalia rosalinda rosario
rosaura roxana ruth sandra sara sarahi selena silvia socorro sofia sonia stephanie susana tania tatiana teresa
valentina valeria vanessa veronica victoria violeta viridiana virginia vivian wendy ximena xochitl yadira yanet
yareli yaretzi yazmin yesenia yolanda yuliana zaira zoe zulema renata camila romina aitana allison ailin alondra
aylin danae estrella guillermina hortensia isela janet jazmine karime leonor lilian lucila maura
nicole noelia oralia paz ramona rubi samantha scarlett selene tomasa ursula wendolyn yessica zitlali abril
alexa aleida angelines arcelia beatris berta cinthia cynthia eloisa esperanza evangelina felicitas gudelia
herminia hermelinda ignacia juventina leonarda lupita macrina marcelina maricruz nereida obdulia rufina
severiana teodora tirza virgen yatziri xitlali
`
  .trim()
  .split(/\s+/);

/** Given names borne (almost) only by men. */
export const maleNames: readonly string[] = `
aaron abel abraham adan adolfo adrian agustin alan alberto alejandro alexis alfonso alfredo alonso alvaro amado
anastasio andres angel antonio arath armando arnulfo arturo aurelio axel bartolo baltazar benito benjamin
bernardo bruno camilo carlos cesar cristian cristobal cristopher damian daniel dante dario david diego domingo
donato edgar eduardo efrain eleazar elias eliseo emiliano emilio enrique erick ernesto esteban eugenio ezequiel
fabian faustino federico felipe felix fernando fidel francisco gabriel gael gerardo german gilberto gonzalo
gregorio guillermo gustavo hector heriberto hernan hilario homero horacio hugo humberto ignacio
isaac isai ismael israel ivan jacinto jacobo jaime javier jesus joaquin joel jonathan jorge jose josue juan
julian julio justino kevin leonardo leonel leopoldo lorenzo lucas luciano luis manuel marcelino marcelo marco
marcos mariano mario martin mateo matias mauricio maximiliano miguel moises nahum natanael nestor nicolas noe
octavio omar orlando oscar osvaldo pablo pascual patricio pedro porfirio rafael ramiro ramon raul reynaldo
ricardo roberto rodolfo rodrigo rogelio rolando ruben salvador samuel santiago saul sebastian sergio silvestre
simon teodoro tomas ulises uriel valentin vicente victor wilfrido xavier yahir zacarias emmanuel iker
abelardo agapito amador anselmo apolinar aquiles bernabe bonifacio calixto candido
celestino ciro clemente cornelio crescencio cuauhtemoc efren eliud epifanio erasmo eusebio evaristo fausto
florentino gildardo hipolito isidro jeronimo leobardo leodegario macario marcial maximino melquiades nazario
nemesio odilon olegario pantaleon prisciliano rigoberto sabino severino tiburcio
toribio venancio wenceslao zeferino abdiel aldo ariel brandon bryan dylan eric erik
fermin franco ian ikal jared jair leo liam luca matteo neftali osmar oziel said santino
thiago tadeo uziel
`
  .trim()
  .split(/\s+/);

/** Given names borne by both genders, with the share of women who bear them (0–1). */
export const mixedNames: Readonly<Record<string, number>> = {
  guadalupe: 0.82,
  rosario: 0.8,
  trinidad: 0.55,
  refugio: 0.6,
  socorro: 0.95,
  cruz: 0.45,
  reyes: 0.3,
  asuncion: 0.7,
  ascencion: 0.35,
  santos: 0.25,
  yael: 0.55,
  alexis: 0.25,
  andrea: 0.98,
  jesus: 0.03,
  angel: 0.06,
  carmen: 0.96,
  dolores: 0.97,
  mercedes: 0.96,
  noel: 0.15,
  celestino: 0.05,
  cristian: 0.08,
  tomasa: 0.99,
};
