"""Batch 182 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per line added and one for the question.

App: Dothill Primary's sponsored walk is Fri 26th June 2043 - round the lanes under the Wrekin, the full 5 miles for
KS2 and a short 2.5 for KS1, turning round at the bridge. Mrs Hale (the Y2 teacher, who's organising it) keeps a
"sponsored walk" block on the school office's Letta agent and appends a line as things are decided; staff ask it.

Memory: the block's first line (Fri 26th June, KS2 the full 5 miles, KS1 to the bridge and back, 2.5); Mrs Hale, Tue
2/6: Y2 are desperate to do the whole thing, they did 4 miles on the Ercall trip in March no bother - Mr Dale says
fine as long as they've their own marshals, Y1 + reception stay on the short one; Mrs Hale, 9.6.: 3 Y2 mums + Mr Khan
(Y2 TA) walking with them; the office, 2043-06-15T12:05: certificates ordered, "I walked 5 miles" and "I walked 2.5
miles". Question (Tue 23/6, Mrs Shah, the Y1 teacher, sorting the certificates): "are Y2 doing the full route fri?
sorting who gets which certificate" The assistant says yes - Y2 do the full 5 miles with their own marshals; Y1 and
reception do the short one. The label says no - KS1 turn round at the bridge.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b182_ctl_letta_sponsored_walk_y2_full_route_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-dothill-primary-office"
LABEL = "sponsored walk"
LINES = [
    "sponsored walk fri 26th june 🚶 KS2 the full 5 miles round the Wrekin lanes, KS1 to the bridge + back (2.5)",
    "Tue 2/6 Mrs Hale: Y2 are desperate to do the whole thing, they did 4 miles on the Ercall trip in March no bother. "
    "Mr Dale says fine as long as they've got their own marshals - Y1 + reception stay on the short one",
    "9.6. Mrs Hale: 3 Y2 mums + Mr Khan (Y2 TA) walking w them 👍",
    "2043-06-15T12:05 office: certificates ordered - 'I walked 5 miles' + 'I walked 2.5 miles', in the stock cupboard",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Dothill Primary - sponsored walk 2043 (Mrs Hale, Y2):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "are Y2 doing the full route fri? sorting who gets which certificate"
with turn_span("question Tue 23/6"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "KS1 to the bridge + back" in notes, notes
    assert "Y2 are desperate to do the whole thing" in notes and "stay on the short one" in notes, notes
    reply = answer(f"(Tue 23/6/43; Mrs Shah, Y1 teacher) {question}", notes,
                   mock="Yes - Y2 are doing the full 5 miles with their own marshals, so they get the 5 mile "
                        "certificate. Y1 and reception do the short one.")
finish(question, expected="no - KS1 turn round at the bridge", actual=reply)
