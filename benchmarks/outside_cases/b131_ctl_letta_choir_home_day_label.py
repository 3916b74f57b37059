"""Batch 131 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Gill, the tour secretary of Halsey Community Choir, keeps a "tour" block on the choir's Letta agent for the
twin-town trip to Bad Lindenau, appending a line as things are settled; the helper answers singers from the block.

Memory: the coach - Marshalls, Fri 22nd May 6.15am from the Memorial Hall, back Tue 26th 9ish pm; 14/3 passports;
Weds 8 Apr Klaus asked if we'd sing at the Grundschule's Tuesday assembly, 8.30am, so we're stopping an extra night
with our families and the coach brings us home Weds 27th, late evening - Marshalls fine with it, £180 more, Steve
driving still; 22.4. teal scarves; Sat 9/5 final rehearsal Thu 21st half 6 till 9. Question (Mon 11/5, Dave, a
bass): "what day are we back? i've got to tell work when i'm in" The assistant says Wednesday 27th (late evening).
The label says Tuesday 26th - in memory, the coach's first return day, before the school assembly kept everyone an
extra night.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b131_ctl_letta_choir_home_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-halsey-choir"
LINES = [
    "COACH Marshalls 49 seater, Fri 22nd May 6.15am from the Memorial Hall car park, back Tue 26th 9ish pm",
    "14/3 passports - 3 months left after we're back pls, Gill checking at rehearsal",
    "Weds 8 Apr Klaus asked if we'd sing at the Grundschule's tuesday assembly (8.30am!) so we're stopping an extra "
    "night with our families + the coach brings us home Weds 27th, late evening. Marshalls fine with it, £180 more, "
    "Steve still driving",
    "22.4. teal scarves for everyone, Maureen has them, £4",
    "Sat 9/5 final rehearsal before we go Thu 21st half 6 till 9, full run of both programmes",
]

server = fake_letta()
server.add_agent(AGENT, **{"tour": "Halsey Community Choir - Bad Lindenau tour notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("tour", agent_id=AGENT)
        client.agents.blocks.update("tour", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what day are we back? i've got to tell work when i'm in"
with turn_span("question Mon 11/5"):
    notes = client.agents.blocks.retrieve("tour", agent_id=AGENT).value
    assert "back Tue 26th 9ish pm" in notes, notes
    assert "the coach brings us home Weds 27th" in notes, notes
    reply = answer(f"(Mon 11/5/37, Dave, a bass) {question}", notes,
                   mock="Wednesday 27th, late evening - we're staying an extra night for the school assembly on "
                        "the Tuesday morning.")
finish(question, expected="Tuesday 26th", actual=reply)
