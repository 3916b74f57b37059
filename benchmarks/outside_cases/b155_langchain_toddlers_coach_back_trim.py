"""Batch 155 (held out). A toddler group leader's chat about the summer outing: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Hayley runs Little Acorns, the toddler group at St Mary's church hall in Luddenden, and chats with the group's
helper in the run-up to the summer outing to Meadowbank Farm Park (Weds 22nd July 2037); each turn the chat is
trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the coach - Jowett's 35 seater with the
seatbelts for car seats, picking up from the church hall at 9.15, leaving the farm at 2, back at the hall about
quarter to 3, before the school run - and, in passing, that Mia's already asking if the goats bite. Turn 2 is lunch
(picnic in the big barn at 12, the farm's kids' box £4.50), turn 3 the farm (open 10-4, tractor ride at 11, goat
feeding 1.15, about 40 mins on the coach), turn 4 the grown-ups and prices, turn 5 what to bring. By turn 6 the trim
drops turn 1; turns 2 to 5 stay. Question (turn 6, Mon 20/7): "what time are we back at the hall weds? Dan's picking
me + Oscar up after his shift" -> expected about quarter to 3 (the coach leaves the farm at 2). The assistant says
about 4.40, going by the farm shutting at 4 and 40 minutes on the coach.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the coach
times was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 6's; the farm turn (open 10-4, 40 mins on the coach) and the
lunch turn are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b155_langchain_toddlers_coach_back_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time are we back at the hall weds? Dan's picking me + Oscar up after his shift"
TURNS = [
    ("coach booked!! Jowett's 35 seater w the seatbelts for car seats. picks up from the church hall 9.15, leaves the "
     "farm at 2, back at the hall abt quarter to 3 - before the school run thank god. (Mia's already asking if the "
     "goats bite lol)",
     "Coach: Jowett's 35-seater with seatbelts for car seats - pick-up 9.15 at the church hall, leaving the farm at 2, "
     "back at the hall about 2.45."),
    ("lunch is a picnic in the big barn at 12, the farm does a kids box £4.50 (sandwich, fruit, juice + a biscuit) or "
     "bring your own",
     "Lunch: picnic in the big barn at 12; the farm's kids' box is £4.50, or bring your own."),
    ("farm's open 10-4, tractor ride at 11, goat feeding 1.15, soft play barn if it rains. it's abt 40 mins on the "
     "coach",
     "Farm open 10-4; tractor ride at 11, goat feeding at 1.15, soft play barn if wet; about 40 minutes on the coach."),
    ("one grown up per child, 2 for the twins, dads welcome. £6 adults, over 2s £3, under 2s free. pay me by the 15th",
     "One adult per child (two for the twins); £6 adults, £3 over-2s, under-2s free; pay Hayley by the 15th."),
    ("bring: suncream, hats, wipes, a change of clothes (the splash area!!) + nappies. buggies fold in the coach boot",
     "Bring suncream, hats, wipes, a change of clothes and nappies; buggies go in the coach boot."),
    (QUESTION,
     "About 4.40 - the farm's open till 4 and it's about 40 minutes back on the coach."),
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
            assert not any(w in str(m.content) for m in window
                           for w in ("quarter to 3", "2.45", "farm at 2", "Jowett")), window
            assert any("farm's open 10-4" in str(m.content) and "40 mins on the coach" in str(m.content)
                       for m in window), window
            assert any("picnic in the big barn" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("leaves the farm at 2, back at the hall abt quarter to 3" in str(m.content) for m in window), \
                (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hayley's chat - she runs Little Acorns toddler group at St Mary's church "
                                            "hall, Luddenden, and is organising the summer outing to Meadowbank Farm "
                                            "Park on Weds 22 July 2037; today Mon 20 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="about quarter to 3 - the coach leaves the farm at 2", actual=reply)
