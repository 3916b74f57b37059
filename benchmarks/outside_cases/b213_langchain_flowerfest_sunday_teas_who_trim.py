"""Batch 213 (held out). A church's flower festival: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: St Laurence's, Church Stretton, holds its flower festival on Sat 19th and Sun 20th June 2049 - "Hymns We Love",
arrangements all round the nave and the font, stewards on the door, teas both days, evensong to finish. Margaret
(churchwarden, running it) chats with the parish helper while she sorts it; each turn the chat is trimmed to its
last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the dates, the theme and the teas - the WI doing
Saturday, Mrs Pritchard and the ringers' wives Sunday "as always". In turn 2, about the stewards, Margaret adds in
passing that Jean from the Mothers' Union caught her after church: Mrs P's hip op has come through for the 14th, so
the MU are doing the Sunday teas, Jean's in charge. Turn 3 is the flowers and oasis from Bloomfields, turn 4 the
rota she sent round in March for the helper to check (it still has "Sun Mrs Pritchard & the ringers' wives" for
the teas), turn 5 the evensong hymn sheets. By turn 6 the trim drops turns 1 and 2; turns 3 to 5 stay. Question
(turn 6, Weds 16/6): "who's doing the teas on the sunday? want to drop the urn round sat night" -> expected the
Mothers' Union, with Jean in charge. The assistant says Mrs Pritchard and the ringers' wives, from the March rota.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that handed
the Sunday teas to the Mothers' Union was in the history and in every earlier window, and this trim cut it from the
window the model saw. Asserted: turn 2 is in every earlier window and missing from turn 6's (nothing on the Mothers'
Union, Jean or the hip op); the flowers, the rota and the hymn-sheet turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b213_langchain_flowerfest_sunday_teas_who_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's doing the teas on the sunday? want to drop the urn round sat night"
TURNS = [
    ("FLOWER FESTIVAL 🌸 sat 19th + sun 20th june 10-5, theme 'Hymns We Love', 24 arrangements so far. teas - WI "
     "doing sat, Mrs Pritchard + the ringers' wives doing sun as always. can u keep track of it all for me pls",
     "Will do - Sat 19 / Sun 20 June, 10-5, 'Hymns We Love'; teas WI on Saturday, Mrs Pritchard and the ringers' "
     "wives on Sunday."),
    ("stewards - need 2 on the door every 2 hrs both days + 1 in the vestry w/ the float. oh Jean from the Mothers' "
     "Union caught me after church 🙏 Mrs P's hip op has come through for the 14th so the MU are doing the sunday "
     "teas, Jean's in charge",
     "Stewards: 2 on the door per 2-hour slot both days, 1 in the vestry with the float. Sunday teas now the Mothers' "
     "Union, Jean in charge (Mrs Pritchard's having her hip done on the 14th)."),
    ("flowers + oasis ordered from Bloomfields in Ludlow, £340 all in 😬 delivered thurs 17th to the vestry door, "
     "arranging fri 10-4, bring ur own secateurs",
     "Flowers and oasis: Bloomfields, £340, delivered Thu 17th to the vestry door; arranging Fri 10-4."),
    ("this is the rota I sent round in march, can u check the door slots add up - 'Sat 19: door 10-12 Bob+Ann, 12-2 "
     "Pat+Geoff, 2-5 the Hills. Sun 20: door 12-2 Roger+Val, 2-5 Dot+Mary. Teas Sat WI, Sun Mrs Pritchard & the "
     "ringers' wives, urn from the hall'",
     "Saturday's door is covered 10-5; Sunday has nobody on the door 10-12 (service till 11.15, so maybe 11.15-12)."),
    ("evensong sun 6pm to finish - hymn sheets, 'Morning has broken' + 'All things bright and beautiful', Ann's doing "
     "the printing on the parish office machine",
     "Evensong Sun 6pm: 'Morning has broken' and 'All things bright and beautiful'; Ann printing the sheets."),
    (QUESTION,
     "Mrs Pritchard and the ringers' wives - they're on the Sunday teas (the WI do Saturday), urn from the hall."),
]
WINDOW = 7
GONE = ("mothers' union", "jean", "hip op")


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
            assert any("Bloomfields in Ludlow" in str(m.content) for m in window), window
            assert any("Sun Mrs Pritchard & the ringers' wives" in str(m.content) for m in window), window
            assert any("Morning has broken" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("the MU are doing the sunday teas" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Margaret's chat - she's churchwarden at St Laurence's and running the "
                                            "flower festival, Sat 19 + Sun 20 June 2049; today Weds 16 June 2049)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Mothers' Union - Jean's in charge (Mrs Pritchard's having her hip op)", actual=reply)
