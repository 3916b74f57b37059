"""Batch 355 (held out). A student newspaper: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: The Kirkgate Clarion, the students' union paper, covers the SU elections in the week of Mon 13 March 2051.
Hannah (the editor) chats with the paper's helper all week while she plans it; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the plan - the count is Thurs night in the union bar
from 9pm, results about 11.30, live blog and results story online straight away, print Monday. Turn 2 is the
candidate interviews. In turn 3 Hannah passes on an email from the returning officer: results can't be published
anywhere till the deputy returning officer ratifies them, Fri 10am (candidates get 12 hrs to lodge complaints), so
the live blog does turnout only and no winners' names go online before Fri 10am. Turns 4 to 8 are the photographer,
the live blog rota, the print run, a correction to last week's story and the ads. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Weds 15 Mar, from Sana on the news team): "can we put the SU president
result on insta + the site as soon as the count's done thurs night? want to beat the Tab" -> expected no - nothing
with the winners until it's ratified at 10am Friday. The assistant says yes.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with the
returning officer's embargo was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on ratifying, 10am or the returning officer); the live blog rota ("Leo 10.30 till the count's done") is in
it, and turn 1's plan ("online straight away") is gone with turn 3.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b355_langchain_student_paper_results_online_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("can we put the SU president result on insta + the site as soon as the count's done thurs night? want to "
            "beat the Tab")
TURNS = [
    ("SU-ELECTIONS week 🗳️ count's thurs night in the union bar from 9pm, results ~11.30. plan: live blog + results "
     "story online straight away, print edition mon. can u help me keep track",
     "Will do - count Thursday from 9pm in the union bar, results around 11.30, live blog and results online, print "
     "on Monday."),
    ("candidate interviews - 300w each for the 4 presidential candidates, Aisha + Sana doing them tues, same 5 qs "
     "for everyone so nobody can say we're biased",
     "Four presidential interviews, 300 words each, same five questions, Aisha and Sana on Tuesday."),
    ("email from the returning officer just now 😬 results can't be published ANYWHERE till the DRO ratifies them, "
     "fri 10am - candidates get 12 hrs to lodge complaints. so live blog = turnout + atmosphere only, NO winners' "
     "names online before fri 10am. they've threatened to ban us from the count if we break it",
     "Understood - no results or winners' names anywhere until they're ratified at 10am Friday; Thursday's live blog "
     "sticks to turnout and atmosphere."),
    ("photos - Jamal's doing the count, flash is fine in the bar apparently. need a headshot of every candidate by "
     "weds",
     "Jamal shoots the count (flash allowed); candidate headshots needed by Wednesday."),
    ("live blog rota thurs - Sana 9-10.30, Leo 10.30 till the count's done, me subbing. blog goes live 8.45",
     "Live blog from 8.45 on Thursday: Sana 9 to 10.30, Leo from 10.30 until the count is done, you subbing."),
    ("print run - 2,000 copies, 16pp, printers want pages by sat 6pm for mon delivery",
     "Print: 2,000 copies, 16 pages, pages to the printers by 6pm Saturday for Monday."),
    ("Correction for the site: last wk's rent strike story said 400 students signed, it's 340 - an earlier version "
     "had the petition number from the other halls. pls add a correction line at the bottom",
     "Correction line: an earlier version of this story said 400 students had signed; the figure is 340."),
    ("ads - Domino's half page p15 again, the SU's own ad for the ball, careers fair quarter page",
     "Ads: Domino's half page on p15, the SU's ball ad and a quarter page for the careers fair."),
    (QUESTION,
     "Yes - the results should be in around 11.30 on Thursday, so you can post the president result on Instagram and "
     "the site as soon as it's announced, and beat the Tab to it."),
]
WINDOW = 11
GONE = ("ratif", "10am", "returning officer", "dro ")


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
            assert any("Leo 10.30 till the count's done" in str(m.content) for m in window), window
            assert not any("count's thurs night in the union bar" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("NO winners' names online before fri 10am" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hannah's chat - she edits The Kirkgate Clarion, the students' union "
                                            "paper; today Weds 15 March 2051, SU elections count Thu 16 March)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - results can't go anywhere until the DRO ratifies them at 10am Friday", actual=reply)
