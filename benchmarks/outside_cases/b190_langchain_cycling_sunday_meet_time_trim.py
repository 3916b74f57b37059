"""Batch 190 (held out). A cycling club's Sunday ride: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Wrekin Wheelers' Sunday club ride on the 17th May 2043 is the Ironbridge and Much Wenlock loop, 45 miles, two
groups, a cafe stop at the Copper Teapot in Much Wenlock. Rob, the ride leader, chats with the club's helper while he
sorts it; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Rob says Sunday's the Ironbridge + Much Wenlock loop,
and they're meeting at the clock tower at 8.30 this week, not 9 - the Copper Teapot shuts at 12 on Sundays since the
new owners took over, so they need to be there by 11ish. Turn 2 is the route (Lincoln Hill, the Free Bridge, Wenlock
Edge, regroup at the top of Sheinton bank), turn 3 the back markers (Sue + Ken, Ken with the first aid kit and spare
tubes), turn 4 the new riders' email to check ("we meet at the clock tower in Wellington every Sunday at 9, 2 groups,
no one gets dropped"), turn 5 the cafe's 10% off if they ring ahead. By turn 6 the trim drops turn 1; turns 2 to 5
stay. Question (turn 6, Fri 15/5): "what time we meeting sun? my lad wants to come, his first ride w the club" ->
expected 8.30 at the clock tower (early this week for the cafe shutting at 12). The assistant says 9, as usual.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the 8.30
start was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted:
turn 1 is in every earlier window and missing from turn 6's (nothing on 8.30, half 8 or the cafe shutting at 12);
the route, back markers, new riders' email and cafe discount turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b190_langchain_cycling_sunday_meet_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time we meeting sun? my lad wants to come, his first ride w the club"
TURNS = [
    ("sun's ride 🚴 Ironbridge + Much Wenlock loop, 45 miles. meeting 8.30 at the clock tower this wk not 9 - the "
     "Copper Teapot shuts at 12 on sundays since the new owners took over so we've got to be there by 11ish",
     "Sunday: the Ironbridge and Much Wenlock loop, 45 miles; meet at the clock tower at 8.30 this week so you reach "
     "the Copper Teapot by about 11, before it shuts at 12."),
    ("route - down Lincoln Hill, over the Free Bridge, up onto Wenlock Edge, regroup at the top of Sheinton bank "
     "(nobody waits at the bottom, it's a killer)",
     "Route: Lincoln Hill, the Free Bridge, Wenlock Edge, regrouping at the top of Sheinton bank."),
    ("back markers Sue + Ken, Kens got the first aid kit + the spare tubes + that massive pump",
     "Sue and Ken are back markers; Ken carries the first aid kit and spare tubes."),
    ("new riders email - 'we meet at the clock tower in Wellington every Sunday at 9, 2 groups, no one gets "
     "dropped' - reads ok?",
     "Reads fine - friendly and clear."),
    ("cafe - Copper Teapot do 10% off for clubs if we ring ahead, I'll ring sat w numbers",
     "The Copper Teapot gives clubs 10% off if you ring ahead; you'll ring on Saturday with numbers."),
    (QUESTION,
     "9 at the clock tower in Wellington, as usual - two groups, so he won't get dropped."),
]
WINDOW = 10
GONE = ("8.30", "half 8", "shuts at 12", "new owners", "by 11")


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
            assert any("regroup at the top of Sheinton bank" in str(m.content) for m in window), window
            assert any("back markers Sue + Ken" in str(m.content) for m in window), window
            assert any("every Sunday at 9" in str(m.content) for m in window), window
            assert any("10% off for clubs" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("meeting 8.30 at the clock tower" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rob's chat - he leads Wrekin Wheelers' Sunday club ride; today Fri 15 "
                                            "May 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="8.30 at the clock tower - early this wk, the Copper Teapot shuts at 12 on sundays",
       actual=reply)
