"""Batch 262 (held out). A food bank warehouse's volunteers: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Sowerby Bridge Food Bank are having a big sort on Sat 7th Oct 2051 in the warehouse, 9 till 1 - all the
harvest festival donations from the local schools and churches to date-check, sort and shelve. Sue (the volunteer
coordinator) chats with the food bank's helper while she sorts it; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the sort - Sat 7th, 9-1, the harvest festival stuff,
she reckons 6 volunteers on the day. Turn 2 is the school drop-offs. In turn 3 Sue says change of plan - St Mary's
alone sent 40 crates, not the 15 they said, and the Co-op's adding their collection point stuff, so 6 won't touch
it; make it 10 for Saturday. Turns 4 to 8 are the date checking, the volunteer sheet printed from last week's email
(still "6 volunteers needed", she'll redo it), parking, bacon butties and first aid cover. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 5/10): "how many vols do I need for sat? doing the fb shout
out now" -> expected 10. The assistant says 6.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
10 volunteers was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 10
volunteers, 40 crates or the Co-op); the volunteer sheet, the parking and the butties are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b262_langchain_food_bank_big_sort_volunteers_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many vols do I need for sat? doing the fb shout out now"
TURNS = [
    ("BIG SORT 🥫 sat 7th oct in the warehouse 9-1, all the harvest festival stuff from the schools + churches. "
     "reckon we need 6 on the day. can u help me keep on top of it",
     "Of course - big sort on Sat 7 Oct, 9 till 1 in the warehouse, for the harvest festival donations; about 6 "
     "volunteers needed on the day."),
    ("St Mary's + Park Lane dropping off fri afternoon, their caretaker's bringing it in the minibus. Ray'll be in",
     "St Mary's and Park Lane are dropping off on Friday afternoon in the minibus; Ray will be in to take it."),
    ("ok change of plan 😅 St Mary's alone have sent 40 crates not the 15 they said + the Co-op's adding all their "
     "collection point stuff, 6 won't touch it. make it 10 for sat",
     "Understood - with St Mary's 40 crates and the Co-op's collection on top, it's 10 volunteers for Saturday now."),
    ("date checking - anything more than a month out of date goes to the animal sanctuary, NOT the skip. dented "
     "tins ok unless they're on the seam",
     "Over a month out of date goes to the animal sanctuary, not the skip; dented tins are fine unless the dent's "
     "on the seam."),
    ("volunteer sheet's printed off last wk's email 🙄 'SAT 7TH BIG SORT: 6 volunteers needed, 9am-1pm, closed "
     "shoes pls' - i'll redo it later",
     "Noted - the printed sheet is from last week's email; you'll redo it."),
    ("parking - vols round the back by the bins, not the front, the Jobcentre's customers need those spaces",
     "Volunteers park round the back by the bins, leaving the front for the Jobcentre."),
    ("Dave from the café's doing bacon butties for the sorters 🥓 donating them, bless him. veggie ones too",
     "Dave from the café is donating bacon butties for the sorters, with veggie ones too."),
    ("Kerry's doing first aid cover, she's got her certificate now. first aid box is in the office",
     "Kerry's on first aid cover (certificate done); the first aid box is in the office."),
    (QUESTION,
     "6 for Saturday, 9 till 1 - closed shoes, and there's bacon butties from Dave's café."),
]
WINDOW = 11
GONE = ("10 for sat", "10 volunteers", "40 crates", "co-op")


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
            assert any("6 volunteers needed, 9am-1pm" in str(m.content) for m in window), window
            assert any("round the back by the bins" in str(m.content) for m in window), window
            assert any("bacon butties" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("make it 10 for sat" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sue's chat - she coordinates the volunteers at Sowerby Bridge Food "
                                            "Bank; today Thu 5 October 2051, the big sort is Sat 7 Oct)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="10 - St Mary's sent 40 crates and the Co-op's stuff is coming too", actual=reply)
