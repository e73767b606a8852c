import type { SeedMunicipality } from './types.ts';

/** Builds one entry; `capital` marks the municipality that holds the state capital. */
const m = (
  stateInegiCode: string,
  inegiCode: string,
  name: string,
  capital = false,
): SeedMunicipality => ({ stateInegiCode, inegiCode, name, isCapital: capital });

/**
 * For every state: the municipality holding its capital plus its main municipalities by
 * population or economic weight, with their INEGI municipal codes (three digits, unique
 * within the state). For Ciudad de México, its 16 alcaldías (capital flag on Cuauhtémoc).
 *
 * Deliberately not exhaustive: only codes we are confident about are listed.
 */
export const municipalities: SeedMunicipality[] = [
  // 01 Aguascalientes
  m('01', '001', 'Aguascalientes', true),
  m('01', '003', 'Calvillo'),
  m('01', '005', 'Jesús María'),
  m('01', '006', 'Pabellón de Arteaga'),
  m('01', '007', 'Rincón de Romos'),
  m('01', '011', 'San Francisco de los Romo'),

  // 02 Baja California
  m('02', '002', 'Mexicali', true),
  m('02', '001', 'Ensenada'),
  m('02', '003', 'Tecate'),
  m('02', '004', 'Tijuana'),
  m('02', '005', 'Playas de Rosarito'),

  // 03 Baja California Sur
  m('03', '003', 'La Paz', true),
  m('03', '001', 'Comondú'),
  m('03', '002', 'Mulegé'),
  m('03', '008', 'Los Cabos'),
  m('03', '009', 'Loreto'),

  // 04 Campeche
  m('04', '002', 'Campeche', true),
  m('04', '001', 'Calkiní'),
  m('04', '003', 'Carmen'),
  m('04', '004', 'Champotón'),
  m('04', '009', 'Escárcega'),

  // 05 Coahuila
  m('05', '030', 'Saltillo', true),
  m('05', '002', 'Acuña'),
  m('05', '017', 'Matamoros'),
  m('05', '018', 'Monclova'),
  m('05', '025', 'Piedras Negras'),
  m('05', '027', 'Ramos Arizpe'),
  m('05', '028', 'Sabinas'),
  m('05', '035', 'Torreón'),

  // 06 Colima
  m('06', '002', 'Colima', true),
  m('06', '001', 'Armería'),
  m('06', '007', 'Manzanillo'),
  m('06', '009', 'Tecomán'),
  m('06', '010', 'Villa de Álvarez'),

  // 07 Chiapas
  m('07', '101', 'Tuxtla Gutiérrez', true),
  m('07', '019', 'Comitán de Domínguez'),
  m('07', '027', 'Chiapa de Corzo'),
  m('07', '065', 'Palenque'),
  m('07', '078', 'San Cristóbal de las Casas'),
  m('07', '089', 'Tapachula'),

  // 08 Chihuahua
  m('08', '019', 'Chihuahua', true),
  m('08', '017', 'Cuauhtémoc'),
  m('08', '021', 'Delicias'),
  m('08', '032', 'Hidalgo del Parral'),
  m('08', '037', 'Juárez'),

  // 09 Ciudad de México (alcaldías)
  m('09', '002', 'Azcapotzalco'),
  m('09', '003', 'Coyoacán'),
  m('09', '004', 'Cuajimalpa de Morelos'),
  m('09', '005', 'Gustavo A. Madero'),
  m('09', '006', 'Iztacalco'),
  m('09', '007', 'Iztapalapa'),
  m('09', '008', 'La Magdalena Contreras'),
  m('09', '009', 'Milpa Alta'),
  m('09', '010', 'Álvaro Obregón'),
  m('09', '011', 'Tláhuac'),
  m('09', '012', 'Tlalpan'),
  m('09', '013', 'Xochimilco'),
  m('09', '014', 'Benito Juárez'),
  m('09', '015', 'Cuauhtémoc', true),
  m('09', '016', 'Miguel Hidalgo'),
  m('09', '017', 'Venustiano Carranza'),

  // 10 Durango
  m('10', '005', 'Durango', true),
  m('10', '007', 'Gómez Palacio'),
  m('10', '008', 'Guadalupe Victoria'),
  m('10', '012', 'Lerdo'),

  // 11 Guanajuato
  m('11', '015', 'Guanajuato', true),
  m('11', '003', 'San Miguel de Allende'),
  m('11', '007', 'Celaya'),
  m('11', '017', 'Irapuato'),
  m('11', '020', 'León'),
  m('11', '023', 'Pénjamo'),
  m('11', '027', 'Salamanca'),
  m('11', '037', 'Silao de la Victoria'),

  // 12 Guerrero
  m('12', '029', 'Chilpancingo de los Bravo', true),
  m('12', '001', 'Acapulco de Juárez'),
  m('12', '028', 'Chilapa de Álvarez'),
  m('12', '035', 'Iguala de la Independencia'),
  m('12', '038', 'Zihuatanejo de Azueta'),
  m('12', '055', 'Taxco de Alarcón'),

  // 13 Hidalgo
  m('13', '048', 'Pachuca de Soto', true),
  m('13', '028', 'Huejutla de Reyes'),
  m('13', '051', 'Mineral de la Reforma'),
  m('13', '069', 'Tizayuca'),
  m('13', '076', 'Tula de Allende'),
  m('13', '077', 'Tulancingo de Bravo'),

  // 14 Jalisco
  m('14', '039', 'Guadalajara', true),
  m('14', '053', 'Lagos de Moreno'),
  m('14', '067', 'Puerto Vallarta'),
  m('14', '070', 'El Salto'),
  m('14', '097', 'Tlajomulco de Zúñiga'),
  m('14', '098', 'San Pedro Tlaquepaque'),
  m('14', '101', 'Tonalá'),
  m('14', '120', 'Zapopan'),

  // 15 México
  m('15', '106', 'Toluca', true),
  m('15', '013', 'Atizapán de Zaragoza'),
  m('15', '031', 'Chimalhuacán'),
  m('15', '033', 'Ecatepec de Morelos'),
  m('15', '054', 'Metepec'),
  m('15', '057', 'Naucalpan de Juárez'),
  m('15', '058', 'Nezahualcóyotl'),
  m('15', '104', 'Tlalnepantla de Baz'),
  m('15', '121', 'Cuautitlán Izcalli'),

  // 16 Michoacán
  m('16', '053', 'Morelia', true),
  m('16', '006', 'Apatzingán'),
  m('16', '052', 'Lázaro Cárdenas'),
  m('16', '102', 'Uruapan'),
  m('16', '108', 'Zamora'),
  m('16', '112', 'Zitácuaro'),

  // 17 Morelos
  m('17', '007', 'Cuernavaca', true),
  m('17', '006', 'Cuautla'),
  m('17', '008', 'Emiliano Zapata'),
  m('17', '011', 'Jiutepec'),
  m('17', '012', 'Jojutla'),
  m('17', '018', 'Temixco'),
  m('17', '029', 'Yautepec'),

  // 18 Nayarit
  m('18', '017', 'Tepic', true),
  m('18', '004', 'Compostela'),
  m('18', '008', 'Xalisco'),
  m('18', '015', 'Santiago Ixcuintla'),
  m('18', '020', 'Bahía de Banderas'),

  // 19 Nuevo León
  m('19', '039', 'Monterrey', true),
  m('19', '006', 'Apodaca'),
  m('19', '018', 'García'),
  m('19', '019', 'San Pedro Garza García'),
  m('19', '021', 'General Escobedo'),
  m('19', '026', 'Guadalupe'),
  m('19', '031', 'Juárez'),
  m('19', '046', 'San Nicolás de los Garza'),
  m('19', '048', 'Santa Catarina'),

  // 20 Oaxaca
  m('20', '067', 'Oaxaca de Juárez', true),
  m('20', '043', 'Juchitán de Zaragoza'),
  m('20', '079', 'Salina Cruz'),
  m('20', '184', 'San Juan Bautista Tuxtepec'),
  m('20', '385', 'Santa Cruz Xoxocotlán'),
  m('20', '413', 'Santa María Huatulco'),

  // 21 Puebla
  m('21', '114', 'Puebla', true),
  m('21', '019', 'Atlixco'),
  m('21', '119', 'San Andrés Cholula'),
  m('21', '132', 'San Martín Texmelucan'),
  m('21', '140', 'San Pedro Cholula'),
  m('21', '156', 'Tehuacán'),
  m('21', '174', 'Teziutlán'),

  // 22 Querétaro
  m('22', '014', 'Querétaro', true),
  m('22', '006', 'Corregidora'),
  m('22', '011', 'El Marqués'),
  m('22', '012', 'Pedro Escobedo'),
  m('22', '016', 'San Juan del Río'),
  m('22', '017', 'Tequisquiapan'),

  // 23 Quintana Roo
  m('23', '004', 'Othón P. Blanco', true),
  m('23', '001', 'Cozumel'),
  m('23', '002', 'Felipe Carrillo Puerto'),
  m('23', '005', 'Benito Juárez'),
  m('23', '008', 'Solidaridad'),
  m('23', '009', 'Tulum'),
  m('23', '010', 'Bacalar'),

  // 24 San Luis Potosí
  m('24', '028', 'San Luis Potosí', true),
  m('24', '013', 'Ciudad Valles'),
  m('24', '020', 'Matehuala'),
  m('24', '024', 'Rioverde'),
  m('24', '035', 'Soledad de Graciano Sánchez'),

  // 25 Sinaloa
  m('25', '006', 'Culiacán', true),
  m('25', '001', 'Ahome'),
  m('25', '011', 'Guasave'),
  m('25', '012', 'Mazatlán'),
  m('25', '015', 'Salvador Alvarado'),
  m('25', '018', 'Navolato'),

  // 26 Sonora
  m('26', '030', 'Hermosillo', true),
  m('26', '002', 'Agua Prieta'),
  m('26', '018', 'Cajeme'),
  m('26', '025', 'Empalme'),
  m('26', '029', 'Guaymas'),
  m('26', '042', 'Navojoa'),
  m('26', '043', 'Nogales'),
  m('26', '055', 'San Luis Río Colorado'),

  // 27 Tabasco
  m('27', '004', 'Centro', true),
  m('27', '002', 'Cárdenas'),
  m('27', '005', 'Comalcalco'),
  m('27', '008', 'Huimanguillo'),
  m('27', '012', 'Macuspana'),
  m('27', '013', 'Nacajuca'),
  m('27', '014', 'Paraíso'),

  // 28 Tamaulipas
  m('28', '041', 'Victoria', true),
  m('28', '003', 'Altamira'),
  m('28', '009', 'Ciudad Madero'),
  m('28', '021', 'El Mante'),
  m('28', '022', 'Matamoros'),
  m('28', '027', 'Nuevo Laredo'),
  m('28', '032', 'Reynosa'),
  m('28', '038', 'Tampico'),

  // 29 Tlaxcala
  m('29', '033', 'Tlaxcala', true),
  m('29', '005', 'Apizaco'),
  m('29', '006', 'Calpulalpan'),
  m('29', '010', 'Chiautempan'),
  m('29', '013', 'Huamantla'),
  m('29', '044', 'Zacatelco'),

  // 30 Veracruz
  m('30', '087', 'Xalapa', true),
  m('30', '028', 'Boca del Río'),
  m('30', '039', 'Coatzacoalcos'),
  m('30', '044', 'Córdoba'),
  m('30', '108', 'Minatitlán'),
  m('30', '118', 'Orizaba'),
  m('30', '131', 'Poza Rica de Hidalgo'),
  m('30', '189', 'Tuxpan'),
  m('30', '193', 'Veracruz'),

  // 31 Yucatán
  m('31', '050', 'Mérida', true),
  m('31', '041', 'Kanasín'),
  m('31', '059', 'Progreso'),
  m('31', '096', 'Tizimín'),
  m('31', '101', 'Umán'),
  m('31', '102', 'Valladolid'),

  // 32 Zacatecas
  m('32', '056', 'Zacatecas', true),
  m('32', '010', 'Fresnillo'),
  m('32', '017', 'Guadalupe'),
  m('32', '020', 'Jerez'),
  m('32', '039', 'Río Grande'),
  m('32', '042', 'Sombrerete'),
];
