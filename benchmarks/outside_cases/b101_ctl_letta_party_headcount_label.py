"""Batch 101 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Jez ("Captain Custard", children's parties) keeps each booking's notes in a Letta agent's core memory block
("okafor-party"), appending a line at a time; the agent answers his questions on the day.

Memory: the Okafor party, Sat 22/3, Tiana's 5th at the Fun Barn Stotfold 10.30-12, booked for 20 kids (her whole
reception class); mum texted Wed: 3 of them are off with chickenpox (it's going round reception), and her
sister's twins are coming down from Leeds for it; £140 paid in full; balloon animals for every child at the end,
one each. Question (Sat 22/3 morning, Jez): "how many kids am i doing balloon animals for today?" The assistant
says 19 (20, less the 3 off poorly, plus the twins). The label says 20, the whole class.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b101_ctl_letta_party_headcount_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-captain-custard"
LINES = [
    "OKAFOR - sat 22/3, Tiana's 5th, Fun Barn Stotfold 10.30-12. booked for 20 kids (her whole reception class)",
    "£140 pd in full by transfer 1/3. they do the food, I'm off at 12 sharp, the next party's in at 12.15",
    "mum texted weds - 3 of them off w chickenpox, it's going round reception :( + her sister's twins are "
    "coming down from Leeds for it",
    "balloon animal each at the end - Tiana wants a unicorn, get the pink + white ones",
    "parking at the Fun Barn round the back, load in thru the fire door",
]

server = fake_letta()
server.add_agent(AGENT, **{"okafor-party": "Okafor party - notes (Jez):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("okafor-party", agent_id=AGENT)
    client.agents.blocks.update("okafor-party", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many kids am i doing balloon animals for today?"
notes = client.agents.blocks.retrieve("okafor-party", agent_id=AGENT).value
assert "booked for 20 kids" in notes and "3 of them off w chickenpox" in notes and "twins" in notes
reply = answer(f"(Sat 22/3/36, 8.40am, Jez) {question}", notes,
               mock="19 - the 20 from Tiana's class less the three off with chickenpox, plus her cousins, the "
                    "twins from Leeds. And a pink and white unicorn for Tiana.")
finish(question, expected="20 - her whole class", actual=reply)
