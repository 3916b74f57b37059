"""Batch 77 (held out). A community choir's Christmas concerts: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages, token_counter=len, start_on human), one root span per turn.

App: Wendy is secretary of the Wantage Community Choir (about 50 voices). She plans the Christmas concerts in one
chat with an assistant. Each turn the app trims the history to the last 10 messages and sends that window with the
new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "Corn Exchange rang back - the panto's got the Sat
+ the Fri for their get-in, so the best they can do us is Thursday 15th Dec, 7.30. took it, better than nothing.
St Michael's is still Sun 18th 3pm". Turn 3 pastes last year's poster text from the designer as a starting point
("Wantage Community Choir - A Christmas Celebration - Corn Exchange, Saturday 18 December, 7.30pm, tickets £10").
By turn 6 the trim no longer keeps turn 1. Question (turn 6): "what day's the Corn Exchange one this year? doing the
poster wording" -> expected Thursday 15 December. The assistant says Saturday the 17th, a Saturday like last year.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the pasted poster.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b77_langchain_choir_corn_exchange_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Corn Exchange rang back - the panto's got the Sat + the Fri for their get-in, so the best they can do us is "
     "Thursday 15th Dec, 7.30. took it, better than nothing. St Michael's is still Sun 18th 3pm",
     "Noted: the Corn Exchange concert is Thursday 15 December at 7.30pm, and St Michael's is Sunday 18th at 3pm."),
    ("readers for St Michael's - Rev Clare does the 1st lesson, the Mayor the last one, and 2 of the Brownies in "
     "between. Ruth's sorting the Brownies",
     "Readers at St Michael's: Rev Clare first, two Brownies (Ruth arranging), the Mayor last."),
    ("here's last yr's poster text from Dan the designer, can you tidy it up as a starting point: 'Wantage "
     "Community Choir - A Christmas Celebration - Corn Exchange, Saturday 18 December, 7.30pm. Tickets £10 / "
     "under 16s free, from Regent Books or on the door. Mulled wine + mince pies in the interval'",
     "Last year's poster: Corn Exchange, Saturday 18 December, 7.30pm; tickets £10, under-16s free, from Regent "
     "Books or on the door; mulled wine and mince pies in the interval."),
    ("carols we're doing at both: O Come All Ye Faithful (descant, sops only pls), Once in Royal, the Rutter "
     "Nativity Carol, In the Bleak Midwinter (Darke not Holst) + Hark the Herald to finish",
     "Carols: O Come All Ye Faithful with the soprano descant, Once in Royal, Rutter's Nativity Carol, Darke's In "
     "the Bleak Midwinter, and Hark the Herald to finish."),
    ("tickets - Regent Books will sell them again, they want 80 printed, we'll do another 100 for the door",
     "180 tickets: 80 for Regent Books and 100 for the door."),
    ("what day's the Corn Exchange one this year? doing the poster wording",
     "Saturday 17 December at 7.30pm at the Corn Exchange - a Saturday again, like last year."),
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
            assert not any("Thursday 15th Dec" in str(m.content) or "Thursday 15 December" in str(m.content)
                           or "panto" in str(m.content) for m in window), window
            assert any("Corn Exchange, Saturday 18 December" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("best they can do us is Thursday 15th Dec" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Wendy's Christmas concerts planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what day's the Corn Exchange one this year? doing the poster wording",
       expected="Thurs 15th Dec (the panto has the weekend)", actual=reply)
