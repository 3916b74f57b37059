"""Batch 308 (held out). A nail bar: LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages), one
root span per turn.

App: Polished by Kelly, a nail bar on Towngate - gel, BIAB, acrylics, pedicures, three techs. Kelly (the owner) chats
with the salon's helper while she gets the new website and the diary straight; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the opening hours for the website - Monday closed,
Tuesday to Friday 9.30-7, Saturday 9-5, Sunday 10-3 by appointment. Turn 2 is the prices. In turn 3 Kelly changes
Saturdays: from this month it's 8 till 4 - Jade wants to be done for her lad's football and the early slots always
go first anyway - the other days the same. Turns 4 to 8 are the new gel colours, the window vinyl from the sign man
(which still says "SAT 9-5", he's redoing it), Mia coming back from maternity leave, the loyalty cards and patch
tests. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 16/3): "can I put Mrs Patel
in for a full set at 3 on sat? she's a regular, takes me about an hour and a half" -> expected no: Saturdays shut at
4 now, so a 3pm full set won't be done in time. The assistant says yes, Saturday's open till 5.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Saturday to 8 till 4 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 8 till 4, the football or the early slots); the window vinyl's "SAT 9-5", the gel colours and the loyalty cards
are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b308_langchain_nail_bar_saturday_full_set_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can I put Mrs Patel in for a full set at 3 on sat? she's a regular, takes me about an hour and a half"
TURNS = [
    ("OPENING HRS for the new website pls 💅 mon closed, tue-fri 9.30-7, sat 9-5, sun 10-3 (appointments only). "
     "can u keep track of the salon stuff for me, my head's full",
     "Of course. Opening hours: Monday closed, Tuesday to Friday 9.30-7, Saturday 9-5, Sunday 10-3 by appointment."),
    ("prices - gel mani £25, BIAB £35 new set / £30 infill, acrylic full set £40, infills £28, pedi £30",
     "Prices: gel mani £25, BIAB £35 (infill £30), acrylic full set £40, infills £28, pedicure £30."),
    ("oh change of plan on sats - from this month we're 8 till 4 🙈 Jade wants to be done for her lad's football + "
     "the early slots always go first anyway. tue-fri + sun stay the same",
     "Noted - Saturdays are 8 till 4 from this month; Tuesday to Friday and Sunday are unchanged."),
    ("ordered 6 new gel colours from the spring collection, the lilac is GORGEOUS, should be here weds",
     "Six new spring gel colours on order, due Wednesday."),
    ("window vinyl's come from the sign man 🙄 still says 'SAT 9-5' on it, he's redoing it free, back next wk",
     "The sign man is redoing the window vinyl next week, free of charge."),
    ("Mia's back from maternity on the 20th!! 3 days a wk to start, mon tues thurs",
     "Mia's back from the 20th, Monday, Tuesday and Thursday to start."),
    ("loyalty cards - 10 stamps = a free gel mani, don't stamp for just a file + polish pls",
     "Loyalty cards: ten stamps for a free gel mani; no stamp for a file and polish."),
    ("patch tests for new acrylic clients 48 hrs b4, no exceptions after that reaction in jan",
     "Patch tests 48 hours before for every new acrylic client, no exceptions."),
    (QUESTION,
     "Yes - Saturday's open till 5, so a full set at 3 will be done by about 4.30."),
]
WINDOW = 11
GONE = ("8 till 4", "football", "early slots")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("still says 'SAT 9-5'" in str(m.content) for m in window), window
            assert any("spring collection" in str(m.content) for m in window), window
            assert any("10 stamps = a free gel mani" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we're 8 till 4" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kelly's chat - she owns Polished by Kelly, a nail bar; today Thu 16 "
                                            "March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - Saturdays are 8 till 4 now, so a 3pm full set (1.5 hrs) won't be done by close",
       actual=reply)
