"""Batch 163 (held out). A dad's chat about a junior rugby festival: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Tom's son Alfie plays for Wharfe Vale RUFC under 9s, who are going to the Ben Rhydding mini rugby festival on Sun
16th May 2038 (pitches 5-8 on the far field, kick off 10, four games). Tom chats with the club's helper the week
before, passing on the coach's email bit by bit; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 he passes on the coach's email: gumshields are
compulsory now, no gumshield no play (it's full contact from u9) - and, in passing, that they warm up in the blue club
training top, not their own hoodies. Turn 2 is the pitches and kick off, turn 3 the food (burger van and bacon
butties, cash), turn 4 the boots (moulded studs only at u9) and turn 5 parking and a water bottle with his name on.
By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Sat 15/5): "what's Alfie need to pack for sun?
doing his bag tonight" -> expected gumshield, the blue club training top, moulded-stud boots and a water bottle with
his name on. The assistant lists the boots, the water bottle and cash for a butty.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
gumshield and the training top was in the history and in every earlier window, and this trim cut it from the window
the model saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on gumshields or the
training top); the boots and water bottle turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b163_langchain_rugbyfest_kit_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's Alfie need to pack for sun? doing his bag tonight"
TURNS = [
    ("coach's email says gumshields compulsory now, no gumshield no play - it's full contact from u9 apparently 😬 "
     "+ they warm up in the club training top, the blue one, not their own hoodies",
     "Noted: gumshield compulsory (no gumshield, no play); warm up in the blue club training top."),
    ("festival's at Ben Rhydding, we're pitches 5-8 on the far field. kick off 10, 4 games, 12 mins each, done by "
     "about 1",
     "Ben Rhydding, pitches 5-8 on the far field; kick off 10, four 12-minute games, done about 1."),
    ("food - there's a burger van + the clubhouse are doing bacon butties, cash only tho",
     "Burger van and bacon butties at the clubhouse, cash only."),
    ("boots - asked coach moulded or screw in, he says moulded only at u9, no metal studs. glad i asked, nearly bought "
     "the wrong ones",
     "Moulded studs only at u9 - no metal studs."),
    ("parking's on the rugby club field, £3, or the station if it's full. + a water bottle w his name on, they all "
     "share otherwise yuk",
     "Park on the club field (£3) or at the station; a water bottle with his name on."),
    (QUESTION,
     "Moulded-stud boots (no metal studs), a water bottle with his name on it, and some cash for a bacon butty."),
]
WINDOW = 10


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
            assert not any("gumshield" in str(m.content).lower() or "training top" in str(m.content)
                           for m in window), window
            assert any("moulded only at u9" in str(m.content) for m in window), window
            assert any("water bottle w his name on" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("gumshields compulsory now" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Tom's chat - his son Alfie plays for Wharfe Vale U9s, going to the Ben "
                                            "Rhydding mini rugby festival on Sun 16 May 2038; today Sat 15 May 2038)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="gumshield, the blue club training top, moulded-stud boots and a water bottle with his name "
                          "on", actual=reply)
