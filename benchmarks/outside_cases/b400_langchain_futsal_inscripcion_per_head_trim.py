"""Batch 400 (held out). A Buenos Aires neighbourhood futsal league: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Sportivo Pasaje Gándara play in the Liga Barrial de Futsal del Parque Olmedo; Fede (their delegado) chats with
the team's helper while he sorts the Clausura 2050, half English, half porteño; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the league's inscripción for the Clausura - AR$ 85.000
per team, paid at the reunión de delegados, by 31/3. Turn 2 is the referees (AR$ 12.500 a game, half each team). In
turn 3, after the reunión de delegados, Fede says scrub that - they raised the inscripción to AR$ 96.000 because of
the poli's light bill, same deadline. Turns 4 to 8 are the camisetas, the league's WhatsApp reminder he pastes in
(sent before the reunión, still "INSCRIPCIÓN CLAUSURA: AR$ 85.000 por equipo"; he only asks to check the dates in it),
the lista de buena fe, the training slot and the buffet. By turn 9 the trim
drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, jue 17/3): "¿cuánto pone cada uno para la inscripción? somos
8 en el plantel, quiero pasar el alias hoy" -> expected AR$ 12.000 each (96.000 / 8). The assistant says AR$ 10.625
(85.000 / 8).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that raised the
inscripción to AR$ 96.000 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
96.000, the light bill or "subieron"); the pasted reminder, the lista de buena fe and the buffet are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b400_langchain_futsal_inscripcion_per_head_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "¿cuánto pone cada uno para la inscripción? somos 8 en el plantel, quiero pasar el alias hoy"
TURNS = [
    ("CLAUSURA 2050 ⚽ inscripción AR$ 85.000 por equipo, se paga en la reunión de delegados, hasta el 31/3. "
     "arranca sáb 2/4. can u help me keep track of everything, soy un desastre",
     "Of course - Clausura inscripción AR$ 85.000 per team, paid at the reunión de delegados by 31/3; the "
     "tournament starts sáb 2/4."),
    ("árbitros AR$ 12.500 por partido, mitad cada equipo, se paga en cancha antes de arrancar",
     "Referees AR$ 12.500 a game, half each team, paid at the court before kick-off."),
    ("volví de la reunión 🙄 scrub that de la inscripción - la subieron a AR$ 96.000 por la boleta de luz del poli, "
     "que vino carísima. mismo plazo, hasta el 31/3",
     "Updated: the Clausura inscripción is now AR$ 96.000 per team (because of the poli's light bill), still due by "
     "31/3."),
    ("camisetas - las naranjas de la temporada pasada sirven, faltan 2 talles L, el Tincho las pide a la tienda del "
     "barrio",
     "The orange shirts from last season will do; two size L are missing and Tincho is ordering them."),
    ("me reenviaron esto de la liga, fijate las fechas: 'LIGA PARQUE OLMEDO - CLAUSURA 2050. INSCRIPCIÓN CLAUSURA: "
     "AR$ 85.000 por equipo. Fecha 1: sáb 2/4. Fecha 2: sáb 9/4. Reunión de delegados: jue 10/3.'",
     "The dates read fine: fecha 1 sáb 2/4, fecha 2 sáb 9/4, reunión de delegados jue 10/3."),
    ("lista de buena fe: máx 12, con DNI, hay que mandarla antes de la fecha 1. somos 8 por ahora + el Tincho "
     "que capaz se suma",
     "Lista de buena fe: up to 12 with DNI, due before fecha 1. You're 8 for now, maybe Tincho as well."),
    ("entrenamos los miércoles 21 hs en la canchita de la parroquia, AR$ 20.000 la hora, lo pagamos entre todos",
     "Training Wednesdays at 21 hs at the parish court, AR$ 20.000 an hour, split between everyone."),
    ("buffet de la liga: choripán AR$ 4.000, gaseosa AR$ 2.500. no se puede entrar con conservadora",
     "League buffet: choripán AR$ 4.000, soft drinks AR$ 2.500; no cool boxes allowed in."),
    (QUESTION,
     "AR$ 10.625 cada uno - son AR$ 85.000 por equipo dividido 8. Si se suma el Tincho baja a 9.444."),
]
WINDOW = 11
GONE = ("96.000", "boleta de luz", "la subieron", "subieron")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turno-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("INSCRIPCIÓN CLAUSURA: AR$ 85.000 por equipo" in str(m.content) for m in window), window
            assert any("lista de buena fe: máx 12" in str(m.content) for m in window), window
            assert any("choripán AR$ 4.000" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("la subieron a AR$ 96.000" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Fede's chat - he's delegado of Sportivo Pasaje Gándara in the Liga "
                                            "Barrial de Futsal del Parque Olmedo; today jueves 17/3/2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="AR$ 12.000 cada uno - la inscripción subió a AR$ 96.000, dividido 8", actual=reply)
