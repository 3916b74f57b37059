"""Batch 202 (held out). A library's craft morning: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Pontesbury Library's summer craft morning is Sat 17th June 2045 in the community room - paper lanterns for the
little ones, clay pots for the 7+, a bookmark table, custard creams and squash from the Friends. Nia (the library
assistant running it) chats with the library's helper while she sorts it; each turn the chat is trimmed to its last
10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Nia says there are 17 on the booking sheet but the
Hendersons have rung - all 3 of theirs have got chickenpox - so that's 14 now. Turn 2 is the crafts, turn 3 the
tables and the fire officer's limit (20 children in the community room, plus their grown-ups), turn 4 the poster
text to update ("Craft Morning Sat 17th June 10-12, FREE, 17 booked, max 20, ask at the desk" - the time's 10.30-12
now), turn 5 the biscuits. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Thu 15/6): "a mum's
at the desk asking can we fit her 2 in sat - how many more can we take?" -> expected 6 (max 20, 14 booked since the
Hendersons dropped out), so yes to her 2. The assistant says 3 (20 less 17), from the poster text.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn saying the
booking is down to 14 was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the Hendersons, chickenpox or
14 booked); the crafts, the fire officer's limit, the poster text and the biscuits turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b202_langchain_library_craft_places_left_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "a mum's at the desk asking can we fit her 2 in sat - how many more can we take?"
TURNS = [
    ("bookings for sat's craft morning - 17 on the sheet but Mrs Henderson's just rung, all 3 of hers have got "
     "chickenpox 🤒 so that's 14 now. can u keep a note, I'll cross them off later",
     "Noted: 17 on the sheet, less the 3 Hendersons (chickenpox), so 14 booked."),
    ("crafts - paper lanterns for the little ones, clay pots for 7+, Tina's doing a bookmark table for anyone who "
     "finishes early",
     "Crafts: paper lanterns for the younger ones, clay pots for 7 and over, and Tina's bookmark table for early "
     "finishers."),
    ("tables - only 5 out in the community room, fire officer said max 20 kids in there + their grown ups, so don't "
     "let me go over",
     "5 tables in the community room; the fire officer's limit is 20 children (plus their adults)."),
    ("can you redo the poster text - 'Craft Morning Sat 17th June 10-12, FREE, 17 booked, max 20, ask at the desk' - "
     "it's 10.30-12 now, we've got the rhyme time first",
     "Updated: 'Craft Morning Sat 17th June 10.30-12, FREE, 17 booked, max 20, ask at the desk.'"),
    ("biscuits - Mr Price from the Friends is bringing custard creams + squash, Tina's got the wipes + the aprons",
     "Mr Price (the Friends) is bringing custard creams and squash; Tina has the wipes and aprons."),
    (QUESTION,
     "3 - there's 17 booked and the max is 20, so her 2 can come and that leaves 1 place."),
]
WINDOW = 10
GONE = ("henderson", "chickenpox", "14 now", "14 booked")


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
            assert any("paper lanterns for the little ones" in str(m.content) for m in window), window
            assert any("fire officer said max 20 kids" in str(m.content) for m in window), window
            assert any("17 booked, max 20" in str(m.content) for m in window), window
            assert any("custard creams" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("so that's 14 now" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nia's chat - she's the library assistant running Pontesbury Library's "
                                            "craft morning, Sat 17 June 2045 in the community room; today Thu 15 "
                                            "June 2045)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="6 - max 20 and 14 booked now the 3 Hendersons have dropped out, so yes to her 2",
       actual=reply)
