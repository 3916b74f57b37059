"""Batch 110 (held out). A women's institute branch secretary's planning chat: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Ann, secretary of Fernlea WI, keeps the branch's programme straight in a chat with an assistant: speakers,
teas, the outing, subs. Each turn the history is trimmed to the last 12 messages (starting on a human one) before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the March meeting has moved - the hall's a polling
station on Weds 10th for the by-election, so it's Thurs 11/3, same time, and Mrs Hollis has checked her diary and
can still do the Thursday. Later turns: meetings are the 2nd Weds of the month at 7.30; the March speaker is Mrs
Hollis, "life in the hive", £40 + mileage; teas rota; the outing; subs. At turn 7 the trim drops turn 1. Question:
"what day's the bee lady coming? putting it in the parish mag" -> expected Thursday 11 March. The assistant says
Wednesday 10 March.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the 2nd-Weds line and the Hollis line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b110_langchain_wi_bee_talk_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the bee lady coming? putting it in the parish mag"
TURNS = [
    ("march mtg - hall's a polling stn weds 10th (the by-election) so we're THURS 11/3, same time. Mrs Hollis "
     "checked her diary, thurs is fine for her",
     "March meeting: Thursday 11 March, usual time; Mrs Hollis can do the Thursday."),
    ("for the new ladies - we meet 2nd weds of the month, 7.30pm village hall, doors from 7, £4 visitors",
     "Meetings: 2nd Wednesday of the month, 7.30pm in the village hall, doors at 7, visitors £4."),
    ("march speaker is Mrs Hollis - 'life in the hive', she keeps 12 hives out at Brook Farm. £40 + mileage, "
     "she'll bring honey to sell",
     "March speaker: Mrs Hollis, 'Life in the Hive', £40 plus mileage; honey for sale."),
    ("teas for march = Pat + Doreen, Val's doing her lemon drizzle. april Brenda + Jean",
     "Teas: March Pat and Doreen (Val's lemon drizzle), April Brenda and Jean."),
    ("wisley outing sept 16th, £32 inc coach, pat's got the list. 22 names so far",
     "Wisley outing 16 Sept, £32 including coach; 22 names with Pat."),
    ("subs £48 this yr (NFWI put it up again), due by end of march, cheque or bank transfer to the treasurer",
     "Subs are £48, due by the end of March, cheque or transfer to the treasurer."),
    (QUESTION,
     "Wednesday 10 March at 7.30pm in the village hall - Mrs Hollis on 'Life in the Hive', with honey to buy."),
]
WINDOW = 12


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
            assert not any("THURS 11/3" in str(m.content) or "Thursday 11" in str(m.content) for m in window), window
            assert any("2nd weds of the month" in str(m.content) for m in window), window
            assert any("march speaker is Mrs Hollis" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("we're THURS 11/3" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ann's WI branch chat: meetings, speakers, teas, outings)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday the 11th - the hall's a polling station on the Weds", actual=reply)
