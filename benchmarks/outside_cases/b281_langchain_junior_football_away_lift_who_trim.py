"""Batch 281 (held out). A village football club's junior teams: LangChain InMemoryChatMessageHistory +
trim_messages (last 9 messages), one root span per turn.

App: Rob manages the Ripponden Juniors U11s - Sunday league, training Thursdays on the rec, lifts to away games
shared out among the parents. He chats with the club's helper while he sorts the weekend; each turn the chat is
trimmed to its last 9 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Sunday's game - away at Sowerby Bridge, Sun 16th
Oct, KO 10.30, meet at the rec 9.30. Turn 2 is the lifts: Dave - Ollie, Josh and Harvey in the people carrier, Mandy
- Ben, Max and Kai, Rob - the rest and the kit bag. In turn 3 Rob says Dave's people carrier failed its MOT, so
Sarah (Josh's mum) is taking that lot instead - Ollie, Josh and Harvey - same meet time. Turns 4 to 7 are the kit
wash, the club website's away-travel page (still showing Dave's car from last week, Deb's fixing it), the pitch
inspection and the team sheet. By turn 8 the trim drops turns 1 to 3; turns 4 to 7 stay. Question (turn 8, Fri
14/10): "Ollie's mum's asking who's taking him sunday - she wants to drop his boots round to them tomorrow" ->
expected Sarah, Josh's mum. The assistant says Dave.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()): the turn that gave
Dave's lot to Sarah was in the history and in every window from turn 3 to turn 7, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 7 and missing from turn 8's (nothing
on Sarah, the MOT or Josh's mum); the website page with Dave's car, the kit wash and the team sheet are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b281_langchain_junior_football_away_lift_who_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Ollie's mum's asking who's taking him sunday - she wants to drop his boots round to them tomorrow"
TURNS = [
    ("U11s ⚽ sun 16th oct away at Sowerby Bridge, KO 10.30, meet at the rec 9.30 sharp. can u keep track of who's "
     "doing what this wk, my head's fried",
     "Will do - Sunday 16 Oct, away at Sowerby Bridge, KO 10.30, meeting at the rec at 9.30."),
    ("lifts: Dave - Ollie, Josh + Harvey (people carrier), Mandy - Ben, Max + Kai, me - the rest + the kit bag",
     "Lifts noted: Dave takes Ollie, Josh and Harvey; Mandy takes Ben, Max and Kai; you take the rest and the kit."),
    ("ugh Dave's people carrier's failed its MOT 🙄 so Sarah (Josh's mum) is doing his lot instead - Ollie, Josh + "
     "Harvey. same meet time",
     "Got it - Sarah, Josh's mum, is taking Ollie, Josh and Harvey now instead of Dave; still meeting at 9.30."),
    ("kit wash this wk is Harvey's mum, she's got the bag, pls remind me to get it back off her sat",
     "Harvey's mum has the kit bag to wash this week - I'll remind you to collect it on Saturday."),
    ("club website still says 'Away travel: Dave Hirst (people carrier) - Ollie, Josh, Harvey' from when I set it up "
     "last wk 🙈 can't log in to change it, Deb's sorting it",
     "OK - the website's away-travel page is out of date and Deb is updating it."),
    ("if it rains sat night there's a pitch inspection at 8, Sowerby's sec will text me. check the group chat sun am",
     "If it rains Saturday night there's an 8am pitch inspection; their secretary will text you."),
    ("team sheet: Ben in goal first half, Max 2nd. Kai + Ollie up front, Harvey centre mid. everyone gets half a "
     "game minimum",
     "Team sheet: Ben in goal first half, Max second; Kai and Ollie up front, Harvey centre mid; everyone plays at "
     "least half."),
    (QUESTION,
     "Dave - he's taking Ollie, Josh and Harvey in the people carrier, meeting at the rec at 9.30."),
]
WINDOW = 9
GONE = ("sarah", "mot", "josh's mum")


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
            assert any("'Away travel: Dave Hirst (people carrier)" in str(m.content) for m in window), window
            assert any("kit wash this wk" in str(m.content) for m in window), window
            assert any("Harvey centre mid" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Sarah (Josh's mum) is doing his lot" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rob's chat - he manages Ripponden Juniors' U11s; today Fri 14 Oct "
                                            "2050, away at Sowerby Bridge on Sun 16 Oct)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sarah (Josh's mum) - Dave's people carrier failed its MOT", actual=reply)
