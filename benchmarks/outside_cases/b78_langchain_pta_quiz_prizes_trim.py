"""Batch 78 (held out). A school PTA's quiz night: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Claire, PTA chair at St Michael's, plans the quiz night in a chat with an assistant. Each turn the history is
trimmed to the last 10 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 has the Co-op's £30 voucher for the winning team
(with an aside about the raffle); turn 4 has Mr Hughes painting a wooden spoon for the last-placed team. At turn 6
the trim drops turn 1. Question: "which prizes have we got sorted for the teams?" -> expected the £30 Co-op
voucher for the winners and the wooden spoon for last. The assistant names only the spoon (and says the hamper and
the meal are raffle prizes).

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the wooden spoon and the raffle prizes.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b78_langchain_pta_quiz_prizes_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("right, quiz night fri 7 March, school hall 7 for 7.30. Sandra's husband got the Co-op to give us a £30 "
     "voucher for the winning team (!!) - and Mrs Begum says she'll do the raffle again, she's brilliant at "
     "pestering people",
     "Quiz night Friday 7 March, hall open 7pm for a 7.30 start. Prize for the winners: a £30 Co-op voucher. "
     "Mrs Begum is running the raffle."),
    ("tickets £5 a head, tables of 6 max, bring your own drinks + nibbles. we do crisps + squash for the kids "
     "table",
     "£5 a head, tables of up to 6, bring your own drinks and nibbles; crisps and squash on the kids' table."),
    ("rounds: general knowledge, music intro, picture round (Mr Patel doing it), sport, 'the school' round, "
     "then the wipeout round at the end. 8 rounds all up",
     "Eight rounds, including a picture round by Mr Patel and a wipeout round to finish."),
    ("Mr Hughes (yr 4) is painting an actual wooden spoon for whoever comes last, gold glitter, he's v proud of "
     "it lol",
     "A gold-glitter wooden spoon from Mr Hughes for the last-placed team."),
    ("raffle so far: hamper from Pickerings the butcher, meal for 2 at the Crown, a car wash from the scouts. "
     "strips £1 or 6 for £5",
     "Raffle: Pickerings' hamper, a meal for two at the Crown, a car wash from the scouts; £1 a strip or 6 for "
     "£5."),
    ("which prizes have we got sorted for the teams? doing the posters tonight",
     "Just the wooden spoon for the last team so far - the hamper and the meal at the Crown are raffle prizes."),
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
            assert not any("£30" in str(m.content) or "Co-op" in str(m.content) for m in window), window
            assert any("wooden spoon" in str(m.content) for m in window), window
            assert any("hamper from Pickerings" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£30 voucher for the winning team" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(St Michael's PTA quiz night planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("which prizes have we got sorted for the teams? doing the posters tonight",
       expected="the Co-op voucher (£30) for the winners and Mr Hughes's spoon for the losers", actual=reply)
