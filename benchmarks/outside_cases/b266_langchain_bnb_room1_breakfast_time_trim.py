"""Batch 266 (held out). A small B&B's bookings and breakfasts: LangChain InMemoryChatMessageHistory +
trim_messages (a token budget, counted with count_tokens_approximately), one root span per turn.

App: Bank House B&B in Hawes (four rooms) - Sandra runs it and chats with the B&B's helper while she juggles the
bookings; each turn the chat is trimmed to the last 400 tokens (approximately counted) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the week - breakfast 8-9.30 every day, Room 1 the
Morrises (Tue-Thu), Room 3 a cyclist. In turn 2 Sandra says the Morrises have to catch the 7.40 bus to Garsdale for
the Carlisle train on Thursday, so they asked for breakfast at 6.45 that morning - she's said yes, cooked is fine,
she'll do it herself. Turns 3 to 8 are the cyclist's bike in the shed, the sign on the breakfast room door
("Breakfast 8 - 9.30am" - she's reprinting it with the coffee machine note), the farm eggs, Room 2's anniversary
fizz, the laundry and the Thursday cleaner. By turn 9 the trim drops turns 1 and 2. Question (turn 9, Weds 21/6,
from her nephew Liam who's doing Thursday's breakfast): "what time's Room 1's brekkie tmrw? setting my alarm ⏰" ->
expected 6.45 (they've the 7.40 bus for the Carlisle train). The assistant says 8.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that asked
for the 6.45 breakfast was in the history and in every window from turn 2 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 2 is in every window from turn 2 to turn 8 and missing from turn 9's (nothing on
6.45, the bus or Garsdale); the door sign, the eggs and the cleaner are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b266_langchain_bnb_room1_breakfast_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402
from langchain_core.messages.utils import count_tokens_approximately  # noqa: E402

QUESTION = "what time's Room 1's brekkie tmrw? setting my alarm ⏰"
TURNS = [
    ("busy wk 😅 brekkie 8-9.30 every day as usual. Rm 1 the Morrises tue-thu (retired, lovely), Rm 3 a cyclist doing "
     "the coast to coast, Rm 2 + 4 fri-sun",
     "Noted - breakfast 8 to 9.30 daily; the Morrises in Room 1 Tuesday to Thursday, a coast-to-coast cyclist in Room "
     "3, and Rooms 2 and 4 Friday to Sunday."),
    ("Morrises have to get the 7.40 bus to Garsdale on thurs for the Carlisle train so they asked for brekkie at 6.45 "
     "that morning - said yes, cooked is fine, I'll do it myself",
     "Got it - Room 1 have breakfast at 6.45 on Thursday (7.40 bus to Garsdale for the Carlisle train), cooked."),
    ("cyclist's bike goes in the shed, code 1966, he's asked for a hose down for it too lol",
     "The cyclist's bike goes in the shed (code 1966) and he'd like to hose it down."),
    ("reprinting the sign for the brekkie room door - 'Breakfast 8 - 9.30am. Please tell us the night before if you "
     "want it cooked' - + a note on the coffee machine, it's temperamental",
     "The door sign reads 'Breakfast 8 - 9.30am' with the night-before note; and a note for the coffee machine."),
    ("eggs from Dinsdales' farm, they leave them on the wall, 2 doz tues + fri, £3.50 in the jar",
     "Eggs from the Dinsdales - two dozen Tuesday and Friday, left on the wall, £3.50 in the jar."),
    ("Rm 2's their 40th anniversary 🥂 fizz + flowers in the room fri, I've put it on the card",
     "Room 2 are celebrating their 40th anniversary - fizz and flowers in the room on Friday."),
    ("laundry van's weds now not mon, sheets out by 9",
     "The laundry van comes Wednesday now, with the sheets out by 9."),
    ("Thursday cleaner's Becky, she's in from 10, does the rooms as they leave. I'm at the dentist in Kendal thurs "
     "so Liam's doing brekkie",
     "Becky cleans on Thursday from 10, doing rooms as they're vacated; Liam is doing Thursday's breakfast while "
     "you're at the dentist in Kendal."),
    (QUESTION,
     "8 o'clock - breakfast is 8 till 9.30, so you're fine setting your alarm for about 7."),
]
BUDGET = 400
GONE = ("6.45", "7.40", "garsdale")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=BUDGET, token_counter=count_tokens_approximately,
                         start_on="human")


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
            assert any("'Breakfast 8 - 9.30am" in str(m.content) for m in window), window
            assert any("eggs from Dinsdales' farm" in str(m.content) for m in window), window
            assert any("Thursday cleaner's Becky" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("asked for brekkie at 6.45" in str(m.content) for m in window), (i, len(window))
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sandra's chat - she runs Bank House B&B in Hawes; today Weds 21 June "
                                            "2051)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="6.45 - the Morrises have the 7.40 bus to Garsdale for the Carlisle train", actual=reply)
