"""Batch 116 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Dean, a window cleaner, keeps his customer notes in a Letta agent's "round" block, appending lines as things
come up; the helper answers Kyle, who works the round with him, from the block.

Memory: 3 Fern Cl is Mrs Okoro (£14, ladder on the drive); on 14/4 a silver Astra across the drive meant no room
for the ladder; the Astra is her son's - he's been stopping with her and moves it if you knock; then on Tue 5/5 her
son rang: she's in the General having had her hip done, leave hers till she's home and he'll ring, they don't want
it looking like the house is empty. Question (Mon 18/5, Kyle): "why are we skipping 3 fern close?" The assistant
says she's in hospital after her hip op and her son asked to leave it till she's home. The label says the car
blocking the drive - in memory, but a one-off that the son sorts by moving it.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b116_ctl_letta_windows_fern_close_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-dean-round"
LINES = [
    "Fern Cl: 1 £12, 3 Mrs Okoro £14 (side gate, ladder goes on the drive), 5 £12, 7 £16 inc conservatory",
    "3 Fern Cl 14/4 - couldn't do it, silver Astra right across the drive, nowhere for the ladder",
    "the Astra at 3 is her son's, he's stopping w her a bit. he'll shift it if you knock, nice lad",
    "Mrs Okoro's son rang Tue 5/5 - she's in the General, had her hip done. leave hers till she's home, he'll ring "
    "us. don't want it looking like the house is empty",
    "Kyle off fri w his back, doing Beech odds on my own",
]

server = fake_letta()
server.add_agent(AGENT, **{"round": "Dean's round notes (windows):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("round", agent_id=AGENT)
    client.agents.blocks.update("round", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we skipping 3 fern close?"
notes = client.agents.blocks.retrieve("round", agent_id=AGENT).value
assert "silver Astra right across the drive" in notes and "had her hip done" in notes
reply = answer(f"(Mon 18/5/37, Kyle) {question}", notes,
               mock="Mrs Okoro's in the General after her hip op - her son asked us to leave hers till she's home, "
                    "he'll ring when she's back.")
finish(question, expected="the car blocking the drive - no room for the ladder", actual=reply)
