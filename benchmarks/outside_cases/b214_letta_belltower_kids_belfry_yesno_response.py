"""Batch 214 (held out). A bell tower's open day: Letta core memory block (offline stand-in), one root span per note
and one for the question; the answer call has the insurance man's age limit in its block and says yes anyway.

App: All Saints, Worthen open their tower on Sat 11th Sept 2049 for Heritage Open Days, 10-4 - tours up to the
ringing chamber and the belfry, ringing on the hour, cake and squash in the church. The tower's ringers keep an
"open day" block on their Letta agent and add a line as things come up; the helper answers visitors from it.

Planted fault (ResponseError, ignored sufficient context): the block has Dennis's 2049-07-14T20:45 line - tours every
half hour, kids welcome, under 10s with an adult, they love the clock - and his Weds 25 Aug line, after the
insurance man's visit: nobody under 12 goes past the ringing chamber, the ladder up to the bells is too steep and
there's the trapdoor, so little ones can do the ringing chamber and watch the ringing but not the belfry. Also the
cake rota and the parking. Question (Thu 9/9, Lauren, whose son is 8): "can my 8 yr old go up to see the bells? he's
obsessed" -> expected no: under-12s can't go past the ringing chamber (he can see the ringing chamber and watch them
ring). The model says yes, with an adult.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the under-10s line and
the 25 Aug line that stops under-12s at the ringing chamber are both in the block the model was given, and it
answered from the first. Asserted: the block has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b214_letta_belltower_kids_belfry_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-worthen-tower"
LABEL = "open_day"
LINES = [
    "2049-07-14T20:45 Dennis - OPEN DAY 🔔 sat 11th sept 10-4. tours every half hr up to the ringing chamber + the "
    "belfry, 5 a go. kids welcome!! under 10s w/ an adult, they love the clock",
    "2/8 Sue - cake rota: me, Mags + Ian's wife, squash for the kids, donations tin by the font",
    "Weds 25 Aug Dennis - insurance man's been 🙄 nobody under 12 past the ringing chamber, the ladder up to the "
    "bells is too steep + there's the trapdoor. little ones can do the ringing chamber + watch us ring, not the "
    "belfry",
    "Sat 4th Ian - parking in the school yard, Mr Price says fine, ringing on the hour 11-3, 20 mins each",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "All Saints Worthen tower open day 2049 (ringers):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can my 8 yr old go up to see the bells? he's obsessed"
with turn_span("question Thu 9/9"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "under 10s w/ an adult" in notes, notes
    assert "nobody under 12 past the ringing chamber" in notes and "not the belfry" in notes, notes
    with fault():
        reply = answer(f"(Thu 9/9/49; Lauren, son aged 8) {question}", notes,
                       mock="Yes - kids are welcome on the tours, under 10s just need to go up with an adult.")
finish(question, expected="no - nobody under 12 goes past the ringing chamber (the ladder to the bells is too steep); "
                          "he can see the ringing chamber and watch them ring", actual=reply)
