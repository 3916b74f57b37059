"""Batch 153 (held out). A men's shed's school order: Letta core memory block (offline stand-in), one root span per
note and one for the question; the answer call gets the block and gives the wrong date.

App: Frank at Marsden Men's Shed keeps an "orders" block on the shed's Letta agent - who's having bird boxes, how
many, when they're wanted - appending a line as things come in; the helper answers the shed members from it.

Planted fault (ResponseError, ignored sufficient context): the block has, from 14/3, St Aidan's primary wanting 12
boxes for their eco garden, handed over in assembly on Fri 15th May with the kids watching one go up; 22.3., the
kids painting the fronts at school first; Weds 8 Apr, the larch from Hirst's; and, from Tue 28th Apr, that Mrs Hollis
rang - Fri 15th's no good now, the Y6s are away on their residential and the head wants them there as they did the
bird survey, so it's the Thursday after, 21st, 2.30 in the hall; and, in passing, that she's found them a ladder.
The model goes by the 14/3 line. Question (Tue 12/5, Ian, booking the shed's van): "when are we taking the boxes to
St Aidan's? need to book the van" -> expected Thu 21st May, 2.30 in the school hall. The assistant says Fri 15th May
in assembly.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the Tue 28th Apr line
with the new date is in the block the model was given, after the first date, and it answered from the first one.
Asserted: the 14/3 line and the Tue 28th Apr line are both in the block the answer call got.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b153_letta_mensshed_handover_date_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-marsden-shed-frank"
LINES = [
    "14/3 - St Aidan's primary want 12 boxes for the eco garden, £8 each (PTA paying). handover in assembly fri 15th "
    "may, kids want to watch us put one up",
    "22.3. - Mrs Hollis says the kids'll paint the fronts at school first, so we drop them off bare a wk before",
    "Weds 8 Apr - Hirst's larch in, 4 lengths. Fernlea's 8 first then St Aidan's",
    "Tue 28th Apr - Mrs Hollis rang, fri 15th's no good now, the Y6s are off on their residential + the head wants "
    "them there as they did the bird survey. so it's the thurs after, 21st, 2.30 in the hall. she's found us a ladder",
    "2037-05-09T12:20 - 7 of the 12 done, roofs on, Ken doing the hinges (lids lift for cleaning out)",
]

server = fake_letta()
server.add_agent(AGENT, **{"orders": "Marsden Men's Shed - bird box orders (2037):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("orders", agent_id=AGENT)
        client.agents.blocks.update("orders", agent_id=AGENT, value=block.value + "\n- " + line)

question = "when are we taking the boxes to St Aidan's? need to book the van"
with turn_span("question Tue 12/5"):
    notes = client.agents.blocks.retrieve("orders", agent_id=AGENT).value
    assert "handover in assembly fri 15th may" in notes, notes
    assert "so it's the thurs after, 21st, 2.30 in the hall" in notes, notes
    with fault():
        reply = answer(f"(Tue 12/5/37, Ian) {question}", notes,
                       mock="Friday 15th May - the handover's in their assembly, and the kids want to watch one go "
                            "up.")
finish(question, expected="Thu 21st May, 2.30 in the school hall - moved from Fri 15th as the Y6s are on their "
                          "residential", actual=reply)
