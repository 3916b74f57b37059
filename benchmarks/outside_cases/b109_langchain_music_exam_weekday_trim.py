"""Batch 109 (held out). A piano teacher's planning chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Mrs Ellery teaches piano and violin from home in Hexham and keeps her term straight in a chat with an
assistant: pupils, lesson swaps, exams, the recital. Each turn the history is trimmed to the last 10 messages
(starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Maisie's Grade 3 piano (ABRSM) came through for
12/6/38 at 11.20am at the Queen's Hall, so her lesson that week moves to the Thursday. Later turns: Ollie's violin,
the recital pieces, a lesson swap, fees, and turn 5 says the ABRSM summer session runs 31 May to 21 June and the
board sends times about two weeks before. At turn 6 the trim drops turn 1. Question: "what day of the week is
maisie's grade 3? her mum's asking" -> expected a Saturday (the 12th). The assistant says it isn't confirmed yet,
somewhere in the 31 May - 21 June session.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the session line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b109_langchain_music_exam_weekday_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day of the week is maisie's grade 3? her mum's asking"
TURNS = [
    ("maisie's G3 piano came thru - 12/6/38, 11.20am, Queen's Hall (upstairs room). so her lesson that wk moves to "
     "the thurs. need to do aural w her every wk from now, she's shaky on the clapping back",
     "Maisie: Grade 3 piano on 12/6/38 at 11.20 at the Queen's Hall; that week's lesson moves to Thursday."),
    ("ollie (violin) - his G1 is the online one, video by 30th may, we'll record in the lesson on the 26th. needs "
     "new A string first!!",
     "Ollie: Grade 1 violin by video, due 30 May, recording in the 26 May lesson after a new A string."),
    ("recital 4/7 at st andrew's church 3pm, each kid does 1 piece, tea + cakes after. Sophie doing the Clementi",
     "Recital 4 July, 3pm at St Andrew's, one piece each; Sophie plays the Clementi."),
    ("swap - jack's tues 5pm w priya's weds 4.30 for the next 3 wks (jack's got cricket) & summer fees £165 for 11 "
     "lessons, due by 1st",
     "Jack and Priya swap slots for three weeks; summer fees £165 for 11 lessons, due by the 1st."),
    ("abrsm summer session is 31 may - 21 june round here, they send the times abt 2 wks before. Ben + Amira "
     "still waiting on theirs",
     "ABRSM summer session 31 May - 21 June; times arrive about two weeks ahead. Ben and Amira still waiting."),
    (QUESTION,
     "It isn't confirmed yet - the ABRSM session round here runs 31 May to 21 June and they send times about two "
     "weeks before, so it could be any day in that window."),
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
            assert not any("12/6" in str(m.content) or "Queen's Hall" in str(m.content) for m in window), window
            assert any("summer session is 31 may - 21 june" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("maisie's G3 piano came thru" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mrs Ellery's teaching chat: pupils, lessons, exams, recital)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sat - 12 June", actual=reply)
