"""Batch 186 (held out). A brass band's summer concert: Letta core memory block (offline stand-in), one root span per
line added and one for the question; the answer call has the swap in the programme and lists the old second half.

App: Madeley Brass Band's summer concert is Sat 11th July 2043, 7.30 at the Anstice - two halves, the raffle in the
interval, programmes on the door. Kev (the band secretary) keeps a "summer concert" block on the band's Letta agent
and appends a line as things are sorted; band members ask it.

Planted fault (ResponseError, ignored sufficient context): the block's first line (2043-04-19T21:30) has the programme
- 1st half Slaidburn, Nessun Dorma (Kev on flugel), Mack the Knife, Gaelic Blessing; 2nd half Pines of Rome (the
arrangement), Bohemian Rhapsody, Nimrod, and the Floral Dance for the encore. The line of Weds 3 Jun has the MD
saying Pines of Rome just isn't coming together and he'd rather not risk it in front of a paying audience - they're
doing Cry of the Celts in its place, parts in the library tonight. The block also has the chairs line (16th may) and
the raffle line (Tue 23rd June). The model goes by the first programme. Question (Tue 7/7, Carol, doing the
programmes): "what's in the 2nd half? doing the programmes, going to the printers thurs" -> expected Cry of the
Celts, Bohemian Rhapsody, Nimrod and the Floral Dance as the encore (not Pines of Rome). The assistant lists Pines of
Rome.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the MD's line putting Cry
of the Celts in for Pines of Rome is in the block the model was given, and it answered from the first programme.
Asserted: the block has the programme line and the MD's line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b186_letta_brass_band_second_half_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-madeley-brass-band"
LABEL = "summer concert"
LINES = [
    "2043-04-19T21:30 summer concert sat 11th july 7.30 at the Anstice 🎺 1st half: Slaidburn, Nessun Dorma (Kev on "
    "flugel), Mack the Knife, Gaelic Blessing. 2nd half: Pines of Rome (the arr), Bohemian Rhapsody, Nimrod + Floral "
    "Dance for the encore",
    "16th may chairs - 27 players + the MD, stands from the bandroom, the Anstice does 220 seats, tickets £10/£5 kids",
    "Weds 3 Jun from the MD - Pines of Rome just isn't coming together + I'd rather not risk it in front of a paying "
    "audience, we'll do Cry of the Celts in its place. parts in the library tonight",
    "Tue 23rd June raffle - hamper from the Co-op, bottle of Famous Grouse, 2 Wolves tickets off Dave's brother. "
    "tickets £1 a strip, drawn in the interval",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Madeley Brass Band - summer concert 2043 (Kev):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what's in the 2nd half? doing the programmes, going to the printers thurs"
with turn_span("question Tue 7/7"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "2nd half: Pines of Rome (the arr), Bohemian Rhapsody, Nimrod" in notes, notes
    assert "we'll do Cry of the Celts in its place" in notes, notes
    with fault():
        reply = answer(f"(Tue 7/7/43; Carol, doing the programmes) {question}", notes,
                       mock="Pines of Rome, Bohemian Rhapsody and Nimrod, then the Floral Dance as the encore.")
finish(question, expected="Cry of the Celts, Bohemian Rhapsody, Nimrod + the Floral Dance for the encore - Pines of "
                          "Rome's been dropped", actual=reply)
