"""Batch 38 (held out). A daughter looking after her mum: LangChain InMemoryChatMessageHistory + trim_messages (last
12 messages, token_counter=len, start_on human), one root span per turn.

App: Claire looks after her mum Brenda (84, lives alone in Abergavenny, carers twice a day from Bluebell Care) with
her brother Rob. Claire keeps one chat going with an assistant about the GP, the pharmacy and the carers. Each turn
the app trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the GP's call: "Dr Okafor rang back re mum - put
her furosemide up to 40mg from Mon 3/3 (mornings), her ankles were like balloons + she'd put on 2kg in a wk, he
says it's fluid not fat lol. bloods in 2 wks". Later turns are the carers, the blister packs, a blood pressure
reading at the chemist and the nurse booking. By turn 7 the trim no longer keeps turn 1. Question (turn 7, Tue
18/3): "the practice nurse wants to know why mum's water tablet went up - what do I tell her?" -> expected fluid
(swollen ankles, 2kg in a week). The assistant goes by the blood pressure reading.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the blood pressure turn. Another reading: a
response fault is ruled out, as the GP's reason is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b38_langchain_mum_furosemide_reason_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Dr Okafor rang back re mum - put her furosemide up to 40mg from Mon 3/3 (mornings), her ankles were like "
     "balloons + she'd put on 2kg in a wk, he says it's fluid not fat lol. bloods in 2 wks",
     "Noted: furosemide 40mg mornings from 3 March; bloods in two weeks."),
    ("Bluebell say Kerry's doing the am calls now, Dawn's gone to nights. 8.15ish + 6pm tea",
     "Kerry on mornings (about 8.15), tea call at 6."),
    ("boots blister packs for wk of 10th still have the old dose in, they're redoing them by thurs. I've told "
     "Kerry to give 2 of the 20s meanwhile", "Kerry to give two 20mg tablets until the new packs come."),
    ("mum's BP at the chemist sat was 158/92, pharmacist said mention it to the GP next time, not urgent",
     "BP 158/92 at the pharmacy - mention it to the GP."),
    ("Rob's doing Sun lunch at his this wk + taking her to Morrisons after, she needs tights + the big Werther's",
     "Rob has Sunday: lunch and Morrisons."),
    ("booked the nurse for the bloods Tue 18/3 9.20 at the surgery, taxi booked 9, she hates being early",
     "Bloods Tue 18 March 9.20, taxi at 9."),
    ("the practice nurse wants to know why mum's water tablet went up - what do I tell her?",
     "It was put up because of her blood pressure - it was 158/92 at the chemist, so the GP upped the dose."),
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
            assert not any("balloons" in str(m.content) or "2kg" in str(m.content) for m in window), window
            assert any("158/92" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("ankles were like balloons" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's notes on looking after mum so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Fluid - her ankles were swollen and she'd gained 2kg in a week", actual=reply)
