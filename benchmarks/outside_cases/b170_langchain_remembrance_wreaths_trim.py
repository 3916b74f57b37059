"""Batch 170 (held out). A Royal British Legion branch secretary chatting before the Remembrance parade: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Ashby Parva's Remembrance parade is Sun 13th November 2039 - form up at the top of the village, march down High
St to the memorial on the green, the two minutes' silence at 11, wreaths, then the service at St Mary's. Maureen, the
branch secretary, chats with the branch's helper in the week before; each turn the chat is trimmed to its last 10
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the wreath list - the Legion branch (her),
the parish council (Cllr Bhatt), the scouts and guides (one between them), two Y6s from the primary, the fire station
crew, and Ted for the Burma Star lot (he's 97, a chair by the memorial) - and, in passing, that the kids' poppies are
in the box in her hall. Turn 2 is the route and timings (form up 10.20 in the Co-op car park, step off 10.40, standards
and the band at the front), turn 3 the marshals and the road closure, turn 4 the silence (Bert on the bugle), turn 5
the service and tea after. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Thu 10/11, Maureen):
"who's laying wreaths? the vicar wants the list for the order of service" -> expected the Legion branch, the parish
council (Cllr Bhatt), the scouts and guides, two Y6s from the primary, the fire station and Ted for the Burma Star. The
assistant says just the Legion branch.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the wreath
list was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 6's (nothing on Cllr Bhatt, the Y6s, the fire station or the
Burma Star); the route, marshals, silence and service turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b170_langchain_remembrance_wreaths_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's laying wreaths? the vicar wants the list for the order of service"
TURNS = [
    ("wreaths this yr: Legion branch (me), parish council (Cllr Bhatt), scouts + guides one between them, 2 Y6s from "
     "the primary, the fire station crew, and Ted for the Burma Star lot - he's 97 bless him so a chair by the "
     "memorial for him. kids' poppies are in the box in my hall",
     "Wreaths: Legion branch, parish council, scouts + guides, two Y6s, fire station, Ted (Burma Star)."),
    ("form up 10.20 in the Co-op car park, step off 10.40 sharp, down High St to the memorial on the green. standards "
     "+ the band at the front",
     "Form up 10.20 at the Co-op car park, step off 10.40, down High St to the memorial."),
    ("marshals - 8 of us, 2 each end of High St + 4 along it, hi vis in the Legion bar. road closed 10.30-11.45",
     "8 marshals, hi-vis in the Legion bar; road closed 10.30-11.45."),
    ("11 o'clock the silence, Bert on the bugle for Last Post + Reveille after, our chair reads the exhortation",
     "Silence at 11, Bert on Last Post and Reveille, the chair reads the exhortation."),
    ("after - service at St Mary's 11.30ish, tea + biscuits in the church hall, WI doing the urns",
     "Service at St Mary's about 11.30, then tea in the church hall (WI)."),
    (QUESTION,
     "Just the Legion branch as far as I can see - the standards lead off and the branch lays its wreath at the "
     "memorial."),
]
WINDOW = 10
GONE = ("Cllr Bhatt", "Y6", "fire station", "Burma Star")


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
            assert not any(w in str(m.content) for m in window for w in GONE), window
            assert any("form up 10.20 in the Co-op car park" in str(m.content) for m in window), window
            assert any("marshals - 8 of us" in str(m.content) for m in window), window
            assert any("11 o'clock the silence" in str(m.content) for m in window), window
            assert any("service at St Mary's" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("wreaths this yr: Legion branch (me)" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Maureen's chat - she's the Royal British Legion branch secretary "
                                            "organising Ashby Parva's Remembrance parade, Sun 13 November 2039; "
                                            "today Thu 10 November 2039)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Legion branch, the parish council (Cllr Bhatt), the scouts and guides, two Y6s from the "
                          "primary, the fire station crew, and Ted for the Burma Star", actual=reply)
