"""Batch 86 (held out). A childminder's week: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Lorna, a registered childminder, keeps her admin in a chat with an assistant (invoices, pick-ups, who's in
when). Each turn the history is trimmed to the last 10 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says she sent the Okonjos' July invoice, Zara 3 days a
week at £52 a day, £624 for the month, with the 2 funded-hours days taken off already and an aside about Zara's
new wellies; turn 4 says Mrs Okonjo paid £400 by bank transfer this morning and will do the rest at the end of the
month. At turn 6 the trim drops turn 1. Question: "how much have the Okonjos still got to pay for july?" ->
expected £224 (£624 - £400). The assistant says she can only see the £400 payment and nothing outstanding.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the £400 payment.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b86_langchain_childminder_owed_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("sent the okonjos their july invoice - Zara mon/tue/thu @ £52/day, £624 all in for the month (funded hrs "
     "already knocked off). she's got new wellies btw, frogs, keep them here",
     "Noted: Okonjo July invoice sent, £624 for Zara (Mon/Tue/Thu at £52 a day, funded hours already off). Frog "
     "wellies stay at yours."),
    ("Alfie's mum says he can have the yoghurt tubes now, the dairy thing was a false alarm",
     "Alfie can have yoghurt again."),
    ("ofsted renewal letter came, need the first aid cert copy by 20/8",
     "First aid certificate copy needed for Ofsted by 20 August."),
    ("mrs O paid 400 by BT this am!! she'll do the rest end of the month she said, when she's paid",
     "Got it - £400 from Mrs Okonjo by bank transfer today, rest at the end of the month."),
    ("park thurs if it's dry, take the double buggy + Zara's scooter",
     "Thursday park trip if dry: double buggy and Zara's scooter."),
    ("how much have the Okonjos still got to pay for july? want to text her a nudge",
     "I can only see the £400 she paid by bank transfer this morning - nothing else outstanding that I know of."),
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
            assert not any("£624" in str(m.content) for m in window), window
            assert any("mrs O paid 400 by BT" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£624 all in" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lorna's childminding admin chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how much have the Okonjos still got to pay for july? want to text her a nudge",
       expected="£224 still to come - the invoice less the 400 she's paid", actual=reply)
