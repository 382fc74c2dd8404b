<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Host</name>
    <message>
        <source>a game has 2 to 4 seats</source>
        <translation>una partida tiene de 2 a 4 asientos</translation>
    </message>
    <message>
        <source>a hosted game has at most one seat for the person at this computer</source>
        <translation>una partida organizada tiene como mucho un asiento para la persona de este ordenador</translation>
    </message>
    <message>
        <source>the team game needs exactly 4 seats</source>
        <translation>la partida por equipos necesita exactamente 4 asientos</translation>
    </message>
    <message>
        <source>the join code is 1 to 32 printable characters</source>
        <translation>el código para unirse tiene de 1 a 32 caracteres imprimibles</translation>
    </message>
    <message>
        <source>this build cannot play the Artifacts expansion yet ({count} cards have no effects)</source>
        <translation>esta versión todavía no puede jugar la expansión Artefactos ({count} cartas no tienen efectos)</translation>
    </message>
    <message>
        <source>two seats have the same name</source>
        <translation>dos asientos tienen el mismo nombre</translation>
    </message>
    <message>
        <source>{file} is not a game saved by a LAN host (it has no seat list)</source>
        <translation>{file} no es una partida guardada por un anfitrión en red (no tiene lista de asientos)</translation>
    </message>
    <message>
        <source>{file}: seat {number} has an unknown kind {kind}</source>
        <translation>{file}: el asiento {number} es de un tipo desconocido, {kind}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>You (at this computer)</source>
        <translation>Tú (en este ordenador)</translation>
    </message>
    <message>
        <source>A joiner (over the network)</source>
        <translation>Un jugador por la red</translation>
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
    <message>
        <source>Host a LAN game</source>
        <translation>Organizar una partida en red</translation>
    </message>
    <message>
        <source>Host a saved LAN game</source>
        <translation>Organizar una partida en red guardada</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Asiento {number}:</translation>
    </message>
    <message>
        <source>Third edition (current rules)</source>
        <translation>Tercera edición (reglas actuales)</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Primera edición</translation>
    </message>
    <message>
        <source>Fourth edition (2024: ages up to 11, the Junk)</source>
        <translation>Cuarta edición (2024: edades hasta el 11, el descarte)</translation>
    </message>
    <message>
        <source>Team game (players 1+3 against 2+4)</source>
        <translation>Partida por equipos (jugadores 1+3 contra 2+4)</translation>
    </message>
    <message>
        <source>Artifacts of History expansion</source>
        <translation>Expansión Artefactos de la Historia</translation>
    </message>
    <message>
        <source>Dig artifacts when you meld, a display beside your board, a free artifact dogma at the start of your turn; one more achievement to win.</source>
        <translation>Excavas Artefactos al fundir, tienes una exposición junto a tu tablero y un dogma de Artefacto gratis al empezar tu turno; hace falta un logro más para ganar.</translation>
    </message>
    <message>
        <source>with Relics</source>
        <translation>con Reliquias</translation>
    </message>
    <message>
        <source>Five relics, seized when you dig an artifact of their value; each counts as an achievement and can be stolen.</source>
        <translation>Cinco reliquias, que se toman al excavar un Artefacto de su valor; cada una cuenta como un logro y te la pueden quitar.</translation>
    </message>
    <message>
        <source>Not available in this build: {count} Artifacts cards have no effects yet.</source>
        <translation>No disponible en esta versión: {count} cartas de Artefactos todavía no tienen efectos.</translation>
    </message>
    <message>
        <source>&amp;Edition:</source>
        <translation>&amp;Edición:</translation>
    </message>
    <message>
        <source>Innovation at {computer}</source>
        <translation>Innovation en {computer}</translation>
    </message>
    <message>
        <source>Game &amp;name:</source>
        <translation>&amp;Nombre de la partida:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>The TCP port the game listens on. Automatic picks a free one; choose a fixed port if you open it in a firewall.</source>
        <translation>El puerto TCP en el que escucha la partida. Automático elige uno libre; elige un puerto fijo si lo abres en un cortafuegos.</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>Joiners must type this code. Give it to your players only.</source>
        <translation>Quien se una debe escribir este código. Dáselo solo a tus jugadores.</translation>
    </message>
    <message>
        <source>&amp;Join code:</source>
        <translation>&amp;Código para unirse:</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>&lt;b&gt;At the table:&lt;/b&gt;</source>
        <translation>&lt;b&gt;En la mesa:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>the joiner&apos;s name</source>
        <translation>el nombre de quien se una</translation>
    </message>
    <message>
        <source>a computer player</source>
        <translation>un jugador del ordenador</translation>
    </message>
    <message>
        <source>Only one seat can be yours; the others are joiners or computer players.</source>
        <translation>Solo un asiento puede ser tuyo; los demás son para jugadores por la red o del ordenador.</translation>
    </message>
    <message>
        <source>A LAN game needs at least one seat for a joiner.</source>
        <translation>Una partida en red necesita al menos un asiento para un jugador por la red.</translation>
    </message>
    <message>
        <source>Your name: {problem}.</source>
        <translation>Tu nombre: {problem}.</translation>
    </message>
    <message>
        <source>The join code must be 1 to 32 letters, digits or signs.</source>
        <translation>El código para unirse debe tener de 1 a 32 letras, cifras o signos.</translation>
    </message>
    <message>
        <source>Cannot host this game.</source>
        <translation>No se puede organizar esta partida.</translation>
    </message>
    <message>
        <source>Cannot host this save: {problem}</source>
        <translation>No se puede organizar esta partida guardada: {problem}</translation>
    </message>
    <message>
        <source>Joiners type this address (Game &amp;gt; Join a LAN game):&lt;br&gt;{addresses}&lt;br&gt;Join code: &lt;b&gt;{code}&lt;/b&gt;</source>
        <translation>Quien se una escribe esta dirección (Juego &amp;gt; Unirse a una partida en red):&lt;br&gt;{addresses}&lt;br&gt;Código para unirse: &lt;b&gt;{code}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Announcing the game on the network...</source>
        <translation>Anunciando la partida en la red...</translation>
    </message>
    <message>
        <source>Not announced on the network: joiners type the address.</source>
        <translation>No se anuncia en la red: quien se una escribe la dirección.</translation>
    </message>
    <message>
        <source>Announced on the network: joiners see it in their list.</source>
        <translation>Anunciada en la red: quien se una la ve en su lista.</translation>
    </message>
    <message>
        <source>Not announced on the network ({problem}); joiners type the address.</source>
        <translation>No se anuncia en la red ({problem}); quien se una escribe la dirección.</translation>
    </message>
    <message>
        <source>Seat {number}: {name} (you)</source>
        <translation>Asiento {number}: {name} (tú)</translation>
    </message>
    <message>
        <source>Seat {number}: open: waiting for a joiner</source>
        <translation>Asiento {number}: libre, esperando a un jugador</translation>
    </message>
    <message>
        <source>Seat {number}: {name}</source>
        <translation>Asiento {number}: {name}</translation>
    </message>
    <message>
        <source>Seat {number}: {name} ({level})</source>
        <translation>Asiento {number}: {name} ({level})</translation>
    </message>
    <message>
        <source>The game starts as soon as every joiner&apos;s seat is taken.</source>
        <translation>La partida empieza en cuanto se ocupen todos los asientos de la red.</translation>
    </message>
    <message>
        <source>Every seat is taken: starting.</source>
        <translation>Todos los asientos están ocupados: empieza la partida.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Not listed? Routers, VPNs and firewalls often block the multicast used to find games: type the host&apos;s address and port instead, and ask the host to let that port through the firewall.</source>
        <translation>¿No aparece? Los routers, las VPN y los cortafuegos suelen bloquear la multidifusión que sirve para encontrar partidas: escribe la dirección y el puerto del anfitrión, y pídele que deje pasar ese puerto por su cortafuegos.</translation>
    </message>
    <message>
        <source>wrong join code</source>
        <translation>código para unirse incorrecto</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>la mesa está llena</translation>
    </message>
    <message>
        <source>no hello within 10 seconds</source>
        <translation>no llegó ningún saludo en 10 segundos</translation>
    </message>
    <message>
        <source>nothing heard for a minute</source>
        <translation>no se recibió nada en un minuto</translation>
    </message>
    <message>
        <source>this seat was rejoined from another connection</source>
        <translation>alguien volvió a este asiento desde otra conexión</translation>
    </message>
    <message>
        <source>this seat token is not valid for this game; join without it (before the start) or ask the host</source>
        <translation>esta clave de asiento no vale para esta partida; únete sin ella (antes del inicio) o pregunta al anfitrión</translation>
    </message>
    <message>
        <source>the game has started; only its players can rejoin (with their seat token)</source>
        <translation>la partida ya ha empezado; solo sus jugadores pueden volver (con su clave de asiento)</translation>
    </message>
    <message>
        <source>too many wrong join codes from this computer: the host will not look at another one for {seconds} seconds. Check the code with the host, then try again</source>
        <translation>demasiados códigos para unirse incorrectos desde este ordenador: el anfitrión no mirará otro durante {seconds} segundos. Comprueba el código con el anfitrión y vuelve a intentarlo</translation>
    </message>
    <message>
        <source>too many wrong join codes were sent to this game from many computers: the host will not look at another one for {seconds} seconds. Try again then</source>
        <translation>se han enviado a esta partida demasiados códigos para unirse incorrectos desde muchos ordenadores: el anfitrión no mirará otro durante {seconds} segundos. Vuelve a intentarlo entonces</translation>
    </message>
    <message>
        <source>too many wrong join codes from this computer: the host refuses it for {minutes} minutes. Ask the host for the code</source>
        <translation>demasiados códigos para unirse incorrectos desde este ordenador: el anfitrión lo rechaza durante {minutes} minutos. Pide el código al anfitrión</translation>
    </message>
    <message>
        <source>Type the host&apos;s address and port, like 192.168.1.20:40123.</source>
        <translation>Escribe la dirección y el puerto del anfitrión, como 192.168.1.20:40123.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535, not {port}.</source>
        <translation>El puerto debe ser un número del 1 al 65535, no {port}.</translation>
    </message>
    <message>
        <source>That is not a host address.</source>
        <translation>Eso no es la dirección de un anfitrión.</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Unirse a una partida en red</translation>
    </message>
    <message>
        <source>&lt;b&gt;Games on this network&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partidas en esta red&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Looking for games...</source>
        <translation>Buscando partidas...</translation>
    </message>
    <message>
        <source>&amp;Address:port:</source>
        <translation>&amp;Dirección:puerto:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Código para unirse:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Any open seat</source>
        <translation>Cualquier asiento libre</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Asiento:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Cannot look for games here ({problem}); type the address.</source>
        <translation>No se pueden buscar partidas aquí ({problem}); escribe la dirección.</translation>
    </message>
    <message>
        <source>{open} of {seats} seats open</source>
        <translation>{open} de {seats} asientos libres</translation>
    </message>
    <message>
        <source>seats unknown</source>
        <translation>asientos desconocidos</translation>
    </message>
    <message>
        <source>{title} — {host} — {seats}</source>
        <translation>{title} — {host} — {seats}</translation>
    </message>
    <message>
        <source>{title} — {host} — {seats} (another version of the game: protocol {protocol})</source>
        <translation>{title} — {host} — {seats} (otra versión del juego: protocolo {protocol})</translation>
    </message>
    <message>
        <source>Your seat {number} as {name}: {line}</source>
        <translation>Tu asiento {number}, como {name}: {line}</translation>
    </message>
    <message>
        <source>1 game found; the list follows the network.</source>
        <translation>1 partida encontrada; la lista sigue a la red.</translation>
    </message>
    <message>
        <source>{count} games found; the list follows the network.</source>
        <translation>{count} partidas encontradas; la lista sigue a la red.</translation>
    </message>
    <message>
        <source>You held seat {number} at this table as {name}: Join takes it back.</source>
        <translation>Ocupabas el asiento {number} de esta mesa como {name}: Unirse te lo devuelve.</translation>
    </message>
    <message>
        <source>Type the join code the host gave you.</source>
        <translation>Escribe el código para unirse que te dio el anfitrión.</translation>
    </message>
    <message>
        <source>Your name: {problem}.</source>
        <translation>Tu nombre: {problem}.</translation>
    </message>
    <message>
        <source>Connecting to {host}:{port}...</source>
        <translation>Conectando con {host}:{port}...</translation>
    </message>
    <message>
        <source>No answer from {host}:{port} yet; trying again...</source>
        <translation>{host}:{port} todavía no responde; se vuelve a intentar...</translation>
    </message>
    <message>
        <source>Joined seat {number}. Waiting for the host to start the game...</source>
        <translation>Te has unido en el asiento {number}. Esperando a que el anfitrión empiece la partida...</translation>
    </message>
    <message>
        <source>Seat {number}: open</source>
        <translation>Asiento {number}: libre</translation>
    </message>
    <message>
        <source>Seat {number}: {name} (you)</source>
        <translation>Asiento {number}: {name} (tú)</translation>
    </message>
    <message>
        <source>Seat {number}: {name}</source>
        <translation>Asiento {number}: {name}</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>El anfitrión lo rechazó: {reason}</translation>
    </message>
    <message>
        <source>Cannot join: {reason}</source>
        <translation>No es posible unirse: {reason}</translation>
    </message>
</context>
<context>
    <name>LanMenu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Host a LAN game...</source>
        <translation>&amp;Organizar una partida en red...</translation>
    </message>
    <message>
        <source>Host from a sa&amp;ve...</source>
        <translation>Organizar desde una &amp;partida guardada...</translation>
    </message>
    <message>
        <source>&amp;Join a LAN game...</source>
        <translation>&amp;Unirse a una partida en red...</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Hosting on port {port}; join code {code}</source>
        <translation>Organizando en el puerto {port}; código para unirse {code}</translation>
    </message>
    <message>
        <source>Host a saved LAN game</source>
        <translation>Organizar una partida en red guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>The game&apos;s record is kept in your saved games.</source>
        <translation>El registro de la partida se conserva en tus partidas guardadas.</translation>
    </message>
    <message>
        <source>Your last LAN game is not finished:

{title} at {address}, seat {number} as {name}

Join it again? Your seat waits for you.</source>
        <translation>Tu última partida en red no ha terminado:

{title} en {address}, asiento {number} como {name}

¿Volver a unirte? Tu asiento te espera.</translation>
    </message>
    <message>
        <source>a LAN game</source>
        <translation>una partida en red</translation>
    </message>
    <message>
        <source>Rejoin LAN game</source>
        <translation>Volver a la partida en red</translation>
    </message>
    <message>
        <source>You left the LAN game.</source>
        <translation>Has dejado la partida en red.</translation>
    </message>
</context>
<context>
    <name>LanPanel</name>
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
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>jugador del ordenador</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>el anfitrión</translation>
    </message>
    <message>
        <source>open</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>disconnected — a computer ({level}) plays until they return</source>
        <translation>desconectado — juega el ordenador ({level}) hasta que vuelva</translation>
    </message>
    <message>
        <source>disconnected — the game waits when this seat is asked</source>
        <translation>desconectado — la partida espera cuando le toca a este asiento</translation>
    </message>
    <message>
        <source>Let a computer play</source>
        <translation>Que juegue el ordenador</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>Devolver</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
    <message>
        <source>Stop the computer player; the seat waits for {name} again.</source>
        <translation>Para al jugador del ordenador; el asiento vuelve a esperar a {name}.</translation>
    </message>
    <message>
        <source>While {name} is away, a computer player answers for this seat (until they rejoin or you give it back).</source>
        <translation>Mientras {name} no está, un jugador del ordenador responde por este asiento (hasta que vuelva o se lo devuelvas).</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Conexión perdida</translation>
    </message>
    <message>
        <source>The connection to the host is lost: {reason}

Your seat is kept: reconnect when the host is reachable again, or leave the game.</source>
        <translation>Se ha perdido la conexión con el anfitrión: {reason}

Tu asiento se conserva: vuelve a conectarte cuando el anfitrión esté accesible, o deja la partida.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Reconectar</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <source>In a LAN game only the host can take back an action: the host runs the only copy of the game.</source>
        <translation>En una partida en red solo el anfitrión puede deshacer una acción: el anfitrión lleva la única copia de la partida.</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(ordenador)</translation>
    </message>
    <message>
        <source>(away: computer plays)</source>
        <translation>(ausente: juega el ordenador)</translation>
    </message>
    <message>
        <source>(disconnected)</source>
        <translation>(desconectado)</translation>
    </message>
    <message>
        <source>(remote)</source>
        <translation>(en red)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s decision, not yours.</source>
        <translation>Decide {name}, no tú.</translation>
    </message>
    <message>
        <source>(host)</source>
        <translation>(anfitrión)</translation>
    </message>
    <message>
        <source>You are not being asked anything now.</source>
        <translation>Ahora no se te pregunta nada.</translation>
    </message>
    <message>
        <source>Your answer is on its way to the host.</source>
        <translation>Tu respuesta va camino del anfitrión.</translation>
    </message>
    <message>
        <source>Not connected to the host: your answer was not sent.</source>
        <translation>No hay conexión con el anfitrión: tu respuesta no se envió.</translation>
    </message>
    <message>
        <source>Reconnecting...</source>
        <translation>Reconectando...</translation>
    </message>
    <message>
        <source>The host did not take your answer ({message}). Answer again.</source>
        <translation>El anfitrión no aceptó tu respuesta ({message}). Vuelve a responder.</translation>
    </message>
    <message>
        <source>The host says: {message}</source>
        <translation>El anfitrión dice: {message}</translation>
    </message>
    <message>
        <source>The host sent a game state this table cannot show ({reason}); the table shows the last good one.</source>
        <translation>El anfitrión envió un estado de la partida que esta mesa no puede mostrar ({reason}); la mesa muestra el último correcto.</translation>
    </message>
    <message>
        <source>Connecting...</source>
        <translation>Conectando...</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting...</source>
        <translation>Conexión perdida: reconectando...</translation>
    </message>
    <message>
        <source>Not connected to the host.</source>
        <translation>Sin conexión con el anfitrión.</translation>
    </message>
</context>
<context>
    <name>Peer</name>
    <message>
        <source>cannot reach the host</source>
        <translation>no se puede llegar al anfitrión</translation>
    </message>
    <message>
        <source>{reason} (tried for {seconds} seconds)</source>
        <translation>{reason} (se intentó durante {seconds} segundos)</translation>
    </message>
</context>
</TS>
