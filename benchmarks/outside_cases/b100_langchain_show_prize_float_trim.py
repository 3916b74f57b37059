"""Batch 100 (held out). A village show's produce tent, the tent secretary's chat: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Janet runs the produce tent at the Ashwell Village Show (Sat 6/9) and talks it through with an assistant over
the summer. Each turn the history is trimmed to the last 12 messages (starting on a human one) before the answer
call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the schedule's final - 24 classes in the produce
tent, prize money £3 first, £2 second, £1 third in every class, and the Best in Show is £10 on top (the Bunyan
cup). Later turns are stewards, judges, staging times, Ken the treasurer's remark that last year's float was £150
and there was loads left over, and the raffle. At turn 7 the trim drops turn 1. Question: "how much cash do i need
to ask ken for, for the prize envelopes, if every class gets all three places?" -> expected £154 (24 x £6 = £144,
plus the £10). The assistant says £150, like last year.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has Ken's £150 line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b100_langchain_show_prize_float_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("how much cash do i need to ask ken for, for the prize envelopes, if every class gets all three "
            "places?")
TURNS = [
    ("schedule's gone to the printers, phew. 24 classes in the produce tent this yr. prize money £3 1st, £2 2nd, "
     "£1 3rd in every class, + Best in Show gets £10 on top w the Bunyan cup",
     "Schedule done: 24 produce classes at £3/£2/£1, and £10 plus the Bunyan cup for Best in Show."),
    ("stewards - Marion + Geoff on veg, Sheila on the jams + chutneys, still need someone for flowers",
     "Marion and Geoff on veg, Sheila on preserves; flowers still needs a steward."),
    ("judges confirmed: Mr Dyer (veg, he's v strict on the onions being dressed) + Mrs Okafor from Baldock WI for "
     "the baking + preserves",
     "Mr Dyer judges veg, Mrs Okafor from Baldock WI judges baking and preserves."),
    ("staging fri 5th 6-8pm + sat 7-9.30am, tent closes for judging 9.45 sharp, opens to the public 2pm",
     "Staging Friday 6-8 and Saturday 7-9.30; judging from 9.45; public in at 2."),
    ("Ken (treasurer) says last yr's float was £150 and we had loads left over, half the classes never got a 3rd",
     "Noted - last year's float was £150, with plenty left."),
    ("raffle prizes so far: hamper from the Bushel & Strike, a meal for 2 at the Rose & Crown, Doreen's quilt",
     "Raffle: the hamper, a meal for two at the Rose & Crown and Doreen's quilt."),
    (QUESTION,
     "£150 should do it, same as last year - Ken said there was plenty left over then."),
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
            assert not any("£3 1st" in str(m.content) or "24 classes" in str(m.content) or "24 produce" in
                           str(m.content) for m in window), window
            assert any("float was £150" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£3 1st, £2 2nd" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Janet's chat about the produce tent)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£154 - 24 classes at six quid each is £144, and the £10 for best in show", actual=reply)
