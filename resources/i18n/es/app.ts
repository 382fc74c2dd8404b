<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>App</name>
    <message>
        <source>cannot open {file}: {problem}</source>
        <translation>no se puede abrir {file}: {problem}</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Corona</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Hoja</translation>
    </message>
    <message>
        <source>Lightbulb</source>
        <translation>Bombilla</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Castillo</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fábrica</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Avatar</source>
        <translation>Avatar</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Bandera</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Signo más</translation>
    </message>
    <message>
        <source>Left arrow</source>
        <translation>Flecha a la izquierda</translation>
    </message>
    <message>
        <source>Right arrow</source>
        <translation>Flecha a la derecha</translation>
    </message>
    <message>
        <source>Up arrow</source>
        <translation>Flecha hacia arriba</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Juego base</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefactos</translation>
    </message>
    <message>
        <source>Relics</source>
        <translation>Reliquias</translation>
    </message>
    <message>
        <source>Fourth edition: age 11</source>
        <translation>Cuarta edición: edad 11</translation>
    </message>
    <message>
        <source>Echoes of the Past</source>
        <translation>Ecos del Pasado</translation>
    </message>
    <message>
        <source>Cities of Destiny</source>
        <translation>Ciudades del Destino</translation>
    </message>
    <message>
        <source>Cards — Innovation</source>
        <translation>Cartas — Innovation</translation>
    </message>
    <message>
        <source>Search titles and effects</source>
        <translation>Buscar en títulos y efectos</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>All ages</source>
        <translation>Todas las edades</translation>
    </message>
    <message>
        <source>Age {age}</source>
        <translation>Edad {age}</translation>
    </message>
    <message>
        <source>Third edition</source>
        <translation>Tercera edición</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Primera edición</translation>
    </message>
    <message>
        <source>Fourth edition</source>
        <translation>Cuarta edición</translation>
    </message>
    <message>
        <source>Whose card texts and icons to show; the age-11 cards exist in the fourth edition only.</source>
        <translation>Qué textos e iconos de las cartas mostrar; las cartas de edad 11 solo existen en la cuarta edición.</translation>
    </message>
    <message>
        <source>All colors</source>
        <translation>Todos los colores</translation>
    </message>
    <message>
        <source>Any icon</source>
        <translation>Cualquier icono</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>{shown} of {total} cards</source>
        <translation>{shown} de {total} cartas</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Version {version}</source>
        <translation>Versión {version}</translation>
    </message>
    <message>
        <source>Innovation is a card game designed by Carl Chudyk. This program is an unofficial adaptation of its rules for the desktop; the rules and card texts in it are written in its own words, and the card faces are drawn by the program.</source>
        <translation>Innovation es un juego de cartas diseñado por Carl Chudyk. Este programa es una adaptación no oficial de sus reglas para el escritorio: las reglas y los textos de las cartas están escritos con palabras propias, y el propio programa dibuja las cartas.</translation>
    </message>
    <message>
        <source>Cards: {count}. Rules: the third edition (Deluxe), the first or the fourth (2024).</source>
        <translation>Cartas: {count}. Reglas: la tercera edición (Deluxe), la primera o la cuarta (2024).</translation>
    </message>
    <message>
        <source>Licence: MIT (see the LICENSE file). Copyright the Innovation Desktop contributors.</source>
        <translation>Licencia: MIT (ver el archivo LICENSE). Copyright de los colaboradores de Innovation Desktop.</translation>
    </message>
    <message>
        <source>Innovation Desktop</source>
        <translation>Innovation Desktop</translation>
    </message>
    <message>
        <source>About Innovation Desktop</source>
        <translation>Acerca de Innovation Desktop</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartas</translation>
    </message>
    <message>
        <source>&amp;About Innovation Desktop</source>
        <translation>&amp;Acerca de Innovation Desktop</translation>
    </message>
    <message>
        <source>Right-click a card, or click its name in the log, to see it in Help &gt; Cards.</source>
        <translation>Haz clic derecho en una carta, o clic en su nombre en el registro, para verla en Ayuda &gt; Cartas.</translation>
    </message>
</context>
<context>
    <name>OpenDialog</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Saved games in {folder}</source>
        <translation>Partidas guardadas en {folder}</translation>
    </message>
    <message>
        <source>No saved games yet. Games are saved here as you play; Other file... opens one from elsewhere.</source>
        <translation>Todavía no hay partidas guardadas. Las partidas se guardan aquí mientras juegas; Otro archivo... abre una de otro sitio.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Other &amp;file...</source>
        <translation>&amp;Otro archivo...</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(ilegible)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>open now</source>
        <translation>abierta ahora</translation>
    </message>
    <message>
        <source>no (last played)</source>
        <translation>no (la última jugada)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>Delete the saved game {players}?
{path}</source>
        <translation>¿Borrar la partida guardada {players}?
{path}</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Borrar partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Tipo de archivo:</translation>
    </message>
</context>
<context>
    <name>ReplayRecord</name>
    <message>
        <source>third</source>
        <translation>tercera</translation>
    </message>
    <message>
        <source>first</source>
        <translation>primera</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>cuarta</translation>
    </message>
    <message>
        <source>achievements</source>
        <translation>logros</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>dogma</source>
        <translation>dogma</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>Innovation ({edition} edition, teams): {names}</source>
        <translation>Innovation ({edition} edición, por equipos): {names}</translation>
    </message>
    <message>
        <source>Innovation ({edition} edition): {names}</source>
        <translation>Innovation ({edition} edición): {names}</translation>
    </message>
    <message>
        <source>Seed {seed}; {count} achievements to win; saved {saved}</source>
        <translation>Semilla {seed}; {count} logros para ganar; guardada el {saved}</translation>
    </message>
    <message>
        <source>Began at a position file.</source>
        <translation>Empezó en un archivo de posición.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>Result: {names} won ({reason}).</source>
        <translation>Resultado: ganó {names} ({reason}).</translation>
    </message>
    <message>
        <source>Unfinished: {standing}.</source>
        <translation>Sin terminar: {standing}.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>{name} (to play): score {score}, achievements {count}/{target}</source>
        <translation>{name} (le toca): puntuación {score}, logros {count}/{target}</translation>
    </message>
    <message>
        <source>{name}: score {score}, achievements {count}/{target}</source>
        <translation>{name}: puntuación {score}, logros {count}/{target}</translation>
    </message>
    <message>
        <source>{color}: {cards} (splayed {direction})</source>
        <translation>{color}: {cards} (desplegada: {direction})</translation>
    </message>
    <message>
        <source>{color}: {cards}</source>
        <translation>{color}: {cards}</translation>
    </message>
    <message>
        <source>Board: {cards}</source>
        <translation>Tablero: {cards}</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>Hand: {cards}</source>
        <translation>Mano: {cards}</translation>
    </message>
    <message>
        <source>Score pile: {cards}</source>
        <translation>Pila de puntuación: {cards}</translation>
    </message>
    <message>
        <source>Game over ({reason})</source>
        <translation>Fin de la partida ({reason})</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Vista:</translation>
    </message>
    <message>
        <source>Everything (review)</source>
        <translation>Todo (revisión)</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Como lo vio {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt; (click a line to go there)</source>
        <translation>&lt;b&gt;Registro de la partida&lt;/b&gt; (haz clic en una línea para ir allí)</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Achieve {age}</source>
        <translation>Conseguir {age}</translation>
    </message>
    <message>
        <source>Meld {card}</source>
        <translation>Fundir {card}</translation>
    </message>
    <message>
        <source>Dogma {card}</source>
        <translation>Dogma de {card}</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nada)</translation>
    </message>
    <message>
        <source>(declines)</source>
        <translation>(no lo hace)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>{when}: {name}: {answer}</source>
        <translation>{when}: {name}: {answer}</translation>
    </message>
    <message>
        <source>{when}: {name} answers {source}: {question} → {answer}</source>
        <translation>{when}: {name} responde a {source}: {question} → {answer}</translation>
    </message>
    <message>
        <source>{when}: {name} answers {question} → {answer}</source>
        <translation>{when}: {name} responde a {question} → {answer}</translation>
    </message>
    <message>
        <source>◀◀ Turn</source>
        <translation>◀◀ Turno</translation>
    </message>
    <message>
        <source>Back one turn</source>
        <translation>Un turno atrás</translation>
    </message>
    <message>
        <source>Back one answer</source>
        <translation>Una respuesta atrás</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Reproducir / pausa</translation>
    </message>
    <message>
        <source>Forward one answer</source>
        <translation>Una respuesta adelante</translation>
    </message>
    <message>
        <source>Turn ▶▶</source>
        <translation>Turno ▶▶</translation>
    </message>
    <message>
        <source>Forward one turn</source>
        <translation>Un turno adelante</translation>
    </message>
    <message>
        <source>End (the saved moment)</source>
        <translation>Final (el momento guardado)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>Answers per second when playing</source>
        <translation>Respuestas por segundo al reproducir</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <source>Export this &amp;position...</source>
        <translation>Exportar esta &amp;posición...</translation>
    </message>
    <message>
        <source>Export the game as &amp;text...</source>
        <translation>Exportar la partida como &amp;texto...</translation>
    </message>
    <message>
        <source>&amp;Continue playing from here (new game)</source>
        <translation>Seguir &amp;jugando desde aquí (partida nueva)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>A new game from answer {number}, hidden cards dealt again, saved to {path}</source>
        <translation>Una partida nueva desde la respuesta {number}, con las cartas ocultas repartidas de nuevo, guardada en {path}</translation>
    </message>
    <message>
        <source>Answer {number} of {last}</source>
        <translation>Respuesta {number} de {last}</translation>
    </message>
    <message>
        <source>{name} to answer: {prompt}</source>
        <translation>responde {name}: {prompt}</translation>
    </message>
    <message>
        <source>game over: {result}</source>
        <translation>fin de la partida: {result}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game over:&lt;/b&gt; {result}.</source>
        <translation>&lt;b&gt;Fin de la partida:&lt;/b&gt; {result}.</translation>
    </message>
    <message>
        <source>(the saved moment)</source>
        <translation>(el momento guardado)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Show hidden cards?</source>
        <translation>¿Mostrar las cartas ocultas?</translation>
    </message>
    <message>
        <source>This game is not over, and a position file holds cards you have not seen yet (other players&apos; hands and score piles, the order of the supply). Export it?</source>
        <translation>Esta partida no ha terminado, y un archivo de posición contiene cartas que aún no has visto (las manos y pilas de puntuación de los demás jugadores, el orden de los mazos). ¿Exportarlo?</translation>
    </message>
    <message>
        <source>This game is not over, and this view shows cards you have not seen yet (other players&apos; hands and score piles, the order of the supply). Show them?</source>
        <translation>Esta partida no ha terminado, y esta vista muestra cartas que aún no has visto (las manos y pilas de puntuación de los demás jugadores, el orden de los mazos). ¿Mostrarlas?</translation>
    </message>
    <message>
        <source>Show them</source>
        <translation>Mostrarlas</translation>
    </message>
    <message>
        <source>Keep them hidden</source>
        <translation>Mantenerlas ocultas</translation>
    </message>
    <message>
        <source>Export position</source>
        <translation>Exportar posición</translation>
    </message>
    <message>
        <source>Position files (*.json)</source>
        <translation>Archivos de posición (*.json)</translation>
    </message>
    <message>
        <source>Export text record</source>
        <translation>Exportar el registro como texto</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Position exported to {path}</source>
        <translation>Posición exportada a {path}</translation>
    </message>
    <message>
        <source>Text record exported to {path}</source>
        <translation>Registro de texto exportado a {path}</translation>
    </message>
    <message>
        <source>A new game from answer {number} of {file}, saved to {path} (the original is untouched)</source>
        <translation>Una partida nueva desde la respuesta {number} de {file}, guardada en {path} (el original no cambia)</translation>
    </message>
    <message>
        <source>A new game from answer {number} of the game, saved to {path}</source>
        <translation>Una partida nueva desde la respuesta {number} de la partida, guardada en {path}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>{points:+d} from how the action under way turned out</source>
        <translation>{points:+d} por cómo acabó la acción en curso</translation>
    </message>
    <message>
        <source>{points:+d} from cards drawn and seen</source>
        <translation>{points:+d} por cartas robadas y vistas</translation>
    </message>
    <message>
        <source>{points:+d} from the others&apos; choices</source>
        <translation>{points:+d} por las decisiones de los demás</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win along the game: click to go there</source>
        <translation>La probabilidad de ganar de cada jugador a lo largo de la partida: haz clic para ir allí</translation>
    </message>
    <message>
        <source>Not reviewed yet</source>
        <translation>Aún sin analizar</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Analizar la partida</translation>
    </message>
    <message>
        <source>The computer judges every decision from what its player knew: a quick pass, then a deeper one</source>
        <translation>El ordenador juzga cada decisión a partir de lo que sabía su jugador: una pasada rápida y luego otra más profunda</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation>sin analizar</translation>
    </message>
    <message>
        <source>Show the best answer</source>
        <translation>Mostrar la mejor respuesta</translation>
    </message>
    <message>
        <source>The cards of the best answer found glow on the table</source>
        <translation>Las cartas de la mejor respuesta encontrada brillan en la mesa</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>The previous labelled decision</source>
        <translation>La decisión marcada anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>The next labelled decision</source>
        <translation>La decisión marcada siguiente</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aprende de tus errores</translation>
    </message>
    <message>
        <source>Each blunder and mistake of a player as a puzzle</source>
        <translation>Cada error grave y cada error de un jugador como un problema</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>¿Y si…?</translation>
    </message>
    <message>
        <source>Play on from this position as a new game, with another answer</source>
        <translation>Seguir jugando desde esta posición como una partida nueva, con otra respuesta</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Revelar</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Siguiente problema</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>deep review (kept)</source>
        <translation>análisis profundo (guardado)</translation>
    </message>
    <message>
        <source>quick review (kept)</source>
        <translation>análisis rápido (guardado)</translation>
    </message>
    <message>
        <source>The review could not be kept: {problem}</source>
        <translation>No se pudo guardar el análisis: {problem}</translation>
    </message>
    <message>
        <source>quick review…</source>
        <translation>análisis rápido…</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>deep review: {done} of {total}</source>
        <translation>análisis profundo: {done} de {total}</translation>
    </message>
    <message>
        <source>quick review: {done} of {total}</source>
        <translation>análisis rápido: {done} de {total}</translation>
    </message>
    <message>
        <source>deep review done</source>
        <translation>análisis profundo terminado</translation>
    </message>
    <message>
        <source>quick review done</source>
        <translation>análisis rápido terminado</translation>
    </message>
    <message>
        <source>the review failed</source>
        <translation>el análisis falló</translation>
    </message>
    <message>
        <source>The review failed: {problem}</source>
        <translation>El análisis falló: {problem}</translation>
    </message>
    <message>
        <source>{number}. {name}: {label}, {played} instead of {best} ({drop} points)</source>
        <translation>{number}. {name}: {label}, {played} en vez de {best} ({drop} puntos)</translation>
    </message>
    <message>
        <source>This decision was not reviewed.</source>
        <translation>Esta decisión no se ha analizado.</translation>
    </message>
    <message>
        <source>{name}&apos;s chance: {before} before, {played} after the answer played</source>
        <translation>Probabilidad de {name}: {before} antes, {played} tras la respuesta jugada</translation>
    </message>
    <message>
        <source>Best found: {answer} ({chance})</source>
        <translation>La mejor encontrada: {answer} ({chance})</translation>
    </message>
    <message>
        <source>The only answer.</source>
        <translation>La única respuesta.</translation>
    </message>
    <message>
        <source>The answer played is the best found.</source>
        <translation>La respuesta jugada es la mejor encontrada.</translation>
    </message>
    <message>
        <source>Good luck since {name}&apos;s last decision: {points:+d} points</source>
        <translation>Buena suerte desde la última decisión de {name}: {points:+d} puntos</translation>
    </message>
    <message>
        <source>Bad luck since {name}&apos;s last decision: {points:+d} points</source>
        <translation>Mala suerte desde la última decisión de {name}: {points:+d} puntos</translation>
    </message>
    <message>
        <source>of which: {causes}</source>
        <translation>de ello: {causes}</translation>
    </message>
    <message>
        <source>(quick pass)</source>
        <translation>(pasada rápida)</translation>
    </message>
    <message>
        <source>No blunders or mistakes to practise.</source>
        <translation>No hay errores graves ni errores que practicar.</translation>
    </message>
    <message>
        <source>Puzzle {n} of {total}: {name}, find an answer at least as good as the one missed (your answer then: {played}, {chance}).</source>
        <translation>Problema {n} de {total}: {name}, encuentra una respuesta al menos tan buena como la que se escapó (tu respuesta entonces: {played}, {chance}).</translation>
    </message>
    <message>
        <source>Well found: {answer} gives {chance} (the best found: {best}).</source>
        <translation>Bien visto: {answer} da {chance} (la mejor encontrada: {best}).</translation>
    </message>
    <message>
        <source>Not quite: {answer} gives {chance}; there is better (up to {best}).</source>
        <translation>No del todo: {answer} da {chance}; hay algo mejor (hasta {best}).</translation>
    </message>
    <message>
        <source>a Draw action</source>
        <translation>una acción de Robar</translation>
    </message>
    <message>
        <source>a Meld action</source>
        <translation>una acción de Fundir</translation>
    </message>
    <message>
        <source>a Dogma action</source>
        <translation>una acción de Dogma</translation>
    </message>
    <message>
        <source>an Achieve action</source>
        <translation>una acción de Conseguir</translation>
    </message>
    <message>
        <source>Hint: look at {what}.</source>
        <translation>Pista: fíjate en {what}.</translation>
    </message>
    <message>
        <source>Hint: the answer played was {drop} points worse than the best.</source>
        <translation>Pista: la respuesta jugada fue {drop} puntos peor que la mejor.</translation>
    </message>
    <message>
        <source>The best answer found: {answer} ({chance}).</source>
        <translation>La mejor respuesta encontrada: {answer} ({chance}).</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>¿Y si?</translation>
    </message>
    <message>
        <source>Play on from here as a new game. Keep the hidden cards as they were, or deal them again from what the player to answer knew?</source>
        <translation>Seguir jugando desde aquí como una partida nueva. ¿Dejar las cartas ocultas como estaban, o repartirlas de nuevo a partir de lo que sabía el jugador que debe responder?</translation>
    </message>
    <message>
        <source>Keep the hidden cards</source>
        <translation>Dejar las cartas ocultas</translation>
    </message>
    <message>
        <source>Deal them again</source>
        <translation>Repartirlas de nuevo</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Innovation</source>
        <translation>Reglas de Innovation</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Secciones</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {error}</source>
        <translation>No se pueden mostrar las reglas: {error}</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>a LAN game you hosted, not finished: reopen it with Game &gt; Host from a save, so that its players rejoin their seats (opened here, their hands would show at this screen)</source>
        <translation>es una partida en red que organizaste y no ha terminado: vuelve a abrirla con Juego &gt; Organizar desde una partida guardada, para que sus jugadores recuperen sus asientos (abierta aquí, sus manos se verían en esta pantalla)</translation>
    </message>
    <message>
        <source>{names} won ({reason})</source>
        <translation>ganó {names} ({reason})</translation>
    </message>
    <message>
        <source>{count} achievement</source>
        <translation>{count} logro</translation>
    </message>
    <message>
        <source>{count} achievements</source>
        <translation>{count} logros</translation>
    </message>
    <message>
        <source>tied at {achievements}, score {score}</source>
        <translation>empate a {achievements}, puntuación {score}</translation>
    </message>
    <message>
        <source>{names} leads: {achievements}, score {score}</source>
        <translation>va ganando {names}: {achievements}, puntuación {score}</translation>
    </message>
    <message>
        <source>{names} lead: {achievements}, score {score}</source>
        <translation>van ganando {names}: {achievements}, puntuación {score}</translation>
    </message>
    <message>
        <source>{names} tied at {achievements}, score {score}</source>
        <translation>{names} empatan a {achievements}, puntuación {score}</translation>
    </message>
    <message>
        <source>achievements</source>
        <translation>logros</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>a dogma</source>
        <translation>un dogma</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>this game does not record how it began, so it cannot be saved</source>
        <translation>esta partida no registra cómo empezó, así que no se puede guardar</translation>
    </message>
    <message>
        <source>cannot be saved: {problem}</source>
        <translation>no se puede guardar: {problem}</translation>
    </message>
    <message>
        <source>{problem} (field {field})</source>
        <translation>{problem} (campo {field})</translation>
    </message>
    <message>
        <source>cannot read the existing file; not overwriting it</source>
        <translation>no se puede leer el archivo que ya existe; no se sobrescribe</translation>
    </message>
    <message>
        <source>the existing file is not a readable saved game ({problem}); it is kept, not overwriting it (save under another name)</source>
        <translation>el archivo que ya existe no es una partida guardada legible ({problem}); se conserva y no se sobrescribe (guarda con otro nombre)</translation>
    </message>
    <message>
        <source>another program created this file meanwhile; it is kept, not overwritten</source>
        <translation>otro programa ha creado este archivo mientras tanto; se conserva, no se sobrescribe</translation>
    </message>
    <message>
        <source>cannot write ({reason})</source>
        <translation>no se puede escribir ({reason})</translation>
    </message>
    <message>
        <source>no free file name for a new save</source>
        <translation>no queda ningún nombre de archivo libre para una partida guardada nueva</translation>
    </message>
    <message>
        <source>this is a position file, not a saved game</source>
        <translation>es un archivo de posición, no una partida guardada</translation>
    </message>
    <message>
        <source>not an Innovation Desktop saved game (no &quot;format&quot;: &quot;innovation-save&quot;)</source>
        <translation>no es una partida guardada de Innovation Desktop (falta &quot;format&quot;: &quot;innovation-save&quot;)</translation>
    </message>
    <message>
        <source>wrong format version {version} (expected a whole number)</source>
        <translation>versión de formato incorrecta {version} (se esperaba un número entero)</translation>
    </message>
    <message>
        <source>wrong format version: the file is format version {version}, this Innovation Desktop reads versions {oldest} to {newest}; a newer Innovation Desktop that reads save format version {version} is needed</source>
        <translation>versión de formato incorrecta: el archivo tiene la versión de formato {version} y este Innovation Desktop lee de la {oldest} a la {newest}; hace falta un Innovation Desktop más reciente que lea la versión {version}</translation>
    </message>
    <message>
        <source>wrong format version: the file is format version {version}, which this Innovation Desktop no longer reads (oldest readable: {oldest}); open and re-save it with a version that reads format {version}</source>
        <translation>versión de formato incorrecta: el archivo tiene la versión de formato {version}, que este Innovation Desktop ya no lee (la más antigua que lee: {oldest}); ábrelo y vuelve a guardarlo con una versión que lea el formato {version}</translation>
    </message>
    <message>
        <source>the file is empty (truncated?)</source>
        <translation>el archivo está vacío (¿cortado?)</translation>
    </message>
    <message>
        <source>too large ({size} bytes; a saved game has at most {max})</source>
        <translation>demasiado grande ({size} bytes; una partida guardada tiene como mucho {max})</translation>
    </message>
    <message>
        <source>too complex for a saved game (about {count} values; at most {max})</source>
        <translation>demasiado complejo para una partida guardada (unos {count} valores; como mucho {max})</translation>
    </message>
    <message>
        <source>extra data after the JSON text (line {line} column {column})</source>
        <translation>datos de más tras el texto JSON (línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>truncated: the JSON text ends early (line {line}); the file is incomplete</source>
        <translation>cortado: el texto JSON termina antes de tiempo (línea {line}); el archivo está incompleto</translation>
    </message>
    <message>
        <source>not JSON ({problem} at line {line} column {column})</source>
        <translation>no es JSON ({problem} en la línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>not JSON (the file is {problem})</source>
        <translation>no es JSON (el archivo es {problem})</translation>
    </message>
    <message>
        <source>not an Innovation Desktop saved game (a JSON object is expected)</source>
        <translation>no es una partida guardada de Innovation Desktop (se esperaba un objeto JSON)</translation>
    </message>
    <message>
        <source>cannot read: {problem}</source>
        <translation>no se puede leer: {problem}</translation>
    </message>
    <message>
        <source>cannot read ({reason})</source>
        <translation>no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>origin: {problem}</source>
        <translation>origen: {problem}</translation>
    </message>
    <message>
        <source>origin position: {problem}</source>
        <translation>posición de origen: {problem}</translation>
    </message>
    <message>
        <source>answer {number} of {count} ({answer}) comes after the end of the game</source>
        <translation>la respuesta {number} de {count} ({answer}) llega después del final de la partida</translation>
    </message>
    <message>
        <source>answer {number} of {count} ({answer}) is illegal for this game to {name}&apos;s question &quot;{question}&quot;: {problem}</source>
        <translation>la respuesta {number} de {count} ({answer}) no es válida en esta partida para la pregunta a {name} &quot;{question}&quot;: {problem}</translation>
    </message>
    <message>
        <source>answer {number} of {count} ({answer}) is illegal for this game: {problem}</source>
        <translation>la respuesta {number} de {count} ({answer}) no es válida en esta partida: {problem}</translation>
    </message>
    <message>
        <source>answer {number} of {count} ({answer}) is malformed ({problem})</source>
        <translation>la respuesta {number} de {count} ({answer}) está mal formada ({problem})</translation>
    </message>
    <message>
        <source>the answers do not match the snapshot: the snapshot was taken after {snapshot} answers but the file has {count} answers (the file was cut short or edited)</source>
        <translation>las respuestas no coinciden con la instantánea: la instantánea se tomó tras {snapshot} respuestas, pero el archivo tiene {count} respuestas (el archivo se cortó o se editó)</translation>
    </message>
    <message>
        <source>the snapshot is damaged ({kind}: {problem})</source>
        <translation>la instantánea está dañada ({kind}: {problem})</translation>
    </message>
    <message>
        <source>the snapshot&apos;s players do not match the file&apos;s players (the file was edited)</source>
        <translation>los jugadores de la instantánea no coinciden con los del archivo (el archivo se editó)</translation>
    </message>
    <message>
        <source>the players {players} do not match the game&apos;s {names}</source>
        <translation>los jugadores {players} no coinciden con los de la partida, {names}</translation>
    </message>
    <message>
        <source>the snapshot does not match the state the answers lead to (the file was edited or damaged)</source>
        <translation>la instantánea no coincide con el estado al que llevan las respuestas (el archivo se editó o está dañado)</translation>
    </message>
    <message>
        <source>the game loads but cannot be saved again ({kind})</source>
        <translation>la partida se carga pero no se puede volver a guardar ({kind})</translation>
    </message>
    <message>
        <source>the game loads but {problem}</source>
        <translation>la partida se carga pero {problem}</translation>
    </message>
    <message>
        <source>this game is already open in Innovation Desktop (use its window, or Replay to review it)</source>
        <translation>esta partida ya está abierta en Innovation Desktop (usa su ventana, o Repetición para revisarla)</translation>
    </message>
    <message>
        <source>cannot be read ({kind})</source>
        <translation>no se puede leer ({kind})</translation>
    </message>
    <message>
        <source>cannot delete ({reason})</source>
        <translation>no se puede borrar ({reason})</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Falló el guardado automático: {problem}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Open saved game...</source>
        <translation>&amp;Abrir partida guardada...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>&amp;Repetición de esta partida</translation>
    </message>
    <message>
        <source>This table is a LAN game held by its host: the host saves it, and its record comes to your saved games when it ends.</source>
        <translation>Esta mesa es una partida en red que lleva su anfitrión: la guarda el anfitrión, y su registro llega a tus partidas guardadas cuando termina.</translation>
    </message>
    <message>
        <source>There is no game on this table.</source>
        <translation>No hay ninguna partida en esta mesa.</translation>
    </message>
    <message>
        <source>Saving failed: {problem}</source>
        <translation>No se pudo guardar: {problem}</translation>
    </message>
    <message>
        <source>Saving failed.</source>
        <translation>No se pudo guardar.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>Your last LAN game is not finished:

{players} — turn {turn}, {standing}
saved {date}

Host it again? Its players rejoin their seats.</source>
        <translation>Tu última partida en red no ha terminado:

{players} — turno {turn}, {standing}
guardada el {date}

¿Organizarla de nuevo? Sus jugadores vuelven a sus asientos.</translation>
    </message>
    <message>
        <source>Your last game is not finished:

{players} — turn {turn}, {standing}
saved {date}

Resume it?</source>
        <translation>Tu última partida no ha terminado:

{players} — turno {turn}, {standing}
guardada el {date}

¿Continuarla?</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Continuar partida</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Ordenador (fácil)</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>Ordenador (fuerte)</translation>
    </message>
    <message>
        <source>Computer (random)</source>
        <translation>Ordenador (al azar)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>{a} &amp; {b} vs {c} &amp; {d}</source>
        <translation>{a} y {b} contra {c} y {d}</translation>
    </message>
    <message>
        <source>{a} vs {b}</source>
        <translation>{a} contra {b}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>turn {turn}, {name} to play</source>
        <translation>turno {turn}, le toca a {name}</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(ordenador)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not a human&apos;s decision ({name}).</source>
        <translation>No decide una persona ({name}).</translation>
    </message>
    <message>
        <source>End your turn first.</source>
        <translation>Termina antes tu turno.</translation>
    </message>
    <message>
        <source>A computer player failed: {problem}</source>
        <translation>Falló un jugador del ordenador: {problem}</translation>
    </message>
    <message>
        <source>No hint: {problem}</source>
        <translation>Sin pista: {problem}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>{count} card</source>
        <translation>{count} carta</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} cartas</translation>
    </message>
    <message>
        <source>achievements</source>
        <translation>logros</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>a dogma</source>
        <translation>un dogma</translation>
    </message>
    <message>
        <source>nobody won ({reason})</source>
        <translation>no ganó nadie ({reason})</translation>
    </message>
    <message>
        <source>{names} won ({reason})</source>
        <translation>ganó {names} ({reason})</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fuerte</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>human</source>
        <translation>humano</translation>
    </message>
    <message>
        <source>a player name is text</source>
        <translation>el nombre de un jugador es un texto</translation>
    </message>
    <message>
        <source>a player name cannot be blank</source>
        <translation>el nombre de un jugador no puede estar en blanco</translation>
    </message>
    <message>
        <source>a player name has at most {max} characters (this one has {count})</source>
        <translation>el nombre de un jugador tiene como mucho {max} caracteres (este tiene {count})</translation>
    </message>
    <message>
        <source>a player name cannot contain control or formatting characters</source>
        <translation>el nombre de un jugador no puede contener caracteres de control ni de formato</translation>
    </message>
    <message>
        <source>a player name needs at least one visible letter, digit or symbol</source>
        <translation>el nombre de un jugador necesita al menos una letra, cifra o símbolo visible</translation>
    </message>
</context>
</TS>
