"""Batch 397 (held out). A Saturday Polish school at a Chicago parish: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: the Saturday Polish school (szkoła sobotnia) at St. Bronislava parish in Chicago, fall 2050 - Saturdays 9am to
1:30pm in the old parish school building on the corner, przedszkole to klasa 8. Pani Agnieszka (the school
secretary) chats with the school's helper while she sorts out the term; each turn the chat is trimmed to its last
11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the start of term - Sat 9/10, 9am-1:30pm, klasa 3
(pani Jola) in room 204 on the 2nd floor of the old school, klasa 4 in 206. Turn 2 is tuition. In turn 3 Agnieszka
says the boiler in the old school is shot and the city inspector won't let kids on the 2nd floor till it's fixed,
so klasa 3 and 4 are in the church hall (the sala pod kościołem), in through the side door on the alley, Ks. Marek
is fine with it, till further notice. Turns 4 to 8 are the books, the parish printer's door-sign proof (still
"Klasa 3 - pani Jola - sala 204", she'll fix it), the Mikołajki, pick-up and lunch. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Thu 10/6, from pan Piotr, Zosia's dad): "where do I drop Zosia off on
Saturday? she's klasa 3, first time I'm taking her" -> expected the church hall, the sala pod kościołem (side door
on the alley). The assistant says room 204 on the 2nd floor of the old school.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
klasa 3 to the church hall was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the church hall, the boiler, the inspector or the alley); the door-sign proof, pick-up and the
Mikołajki are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b397_langchain_polish_school_klasa3_room_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where do I drop Zosia off on Saturday? she's klasa 3, first time I'm taking her"
TURNS = [
    ("SZKOŁA starts sat 9/10 🍎 9am-1:30pm in the old parish school on the corner. klasa 3 (pani Jola) room 204, "
     "klasa 4 room 206, both 2nd floor, przedszkole in the basement. help me keep track pls",
     "Of course - classes start Sat 9/10, 9am to 1:30pm in the old parish school: klasa 3 (pani Jola) in room 204, "
     "klasa 4 in 206 on the 2nd floor, przedszkole in the basement."),
    ("tuition $420/yr, half in sept half in jan, at the kancelaria, checks to St. Bronislava Polish School",
     "Tuition $420 a year, half in September and half in January, paid at the kancelaria."),
    ("ugh the boiler in the old school is shot 😩 city inspector won't let kids on the 2nd floor till it's fixed, "
     "so klasa 3 + 4 are in the church hall (sala pod kościołem) - in through the side door on the alley. Ks. "
     "Marek is fine w/ it, till further notice",
     "Got it - klasa 3 and 4 are in the church hall (the sala pod kościołem) now, side door on the alley, until the "
     "boiler's fixed."),
    ("books - ćwiczenia came, klasa 3 got 'Nasza Polska 3', $35, kids take them home",
     "The ćwiczenia have arrived - klasa 3 has 'Nasza Polska 3', $35, and the kids take them home."),
    ("the parish printer sent the door sign proof 🙄 'Klasa 3 - pani Jola - sala 204' - i'll sort it w/ him, can u "
     "check the Polish spelling on the others",
     "The spelling on the other signs looks right; the klasa 3 one is the one you said you'd sort."),
    ("Mikołajki sat 12/3, Mikołaj comes at 12, each kid brings a wrapped gift up to $5, name on it",
     "Mikołajki on Sat 12/3, Mikołaj at noon; each child brings a wrapped, named gift up to $5."),
    ("pick-up - parents wait out front on the steps, kids come out by class w/ their teacher at 1:30, NOT before",
     "Pick-up at 1:30 out front on the steps; the kids come out by class with their teacher."),
    ("lunch break 11:15, no nuts at all, water bottles w/ names",
     "Lunch at 11:15, nut-free, named water bottles."),
    (QUESTION,
     "Room 204, on the 2nd floor of the old parish school on the corner - that's pani Jola's klasa 3."),
]
WINDOW = 11
GONE = ("church hall", "sala pod", "boiler", "inspector", "alley")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("'Klasa 3 - pani Jola - sala 204'" in str(m.content) for m in window), window
            assert any("parents wait out front on the steps" in str(m.content) for m in window), window
            assert any("Mikołaj comes at 12" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so klasa 3 + 4 are in the church hall" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(pani Agnieszka's chat - she's the secretary of the Saturday Polish "
                                            "school at St. Bronislava; today Thu 10/6/2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the church hall (sala pod kościołem), side door on the alley - the old school's 2nd floor "
                          "is shut", actual=reply)
