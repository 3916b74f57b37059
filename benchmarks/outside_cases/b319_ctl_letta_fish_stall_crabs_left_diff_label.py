"""Batch 319 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Sea Spray Fish, a stall on Keighley's indoor market (Rob, who goes to Whitby for the fish, and Jan, his
sister, on the stall), sell wet fish, smoked fish and, at weekends, dressed crabs. Rob and Jan add lines to a
"this week" block on the stall's Letta agent; the helper answers customers' messages from it.

Memory: Rob, 2050-12-01T07:05 - 40 dressed crabs ordered off Whitby for Sat 17th, £6.50 each; Rob, Tue 13th -
Whitby rang, the boats haven't been out since Friday with the weather, so only 30 coming Saturday, not 40; Jan,
14/12 - Mrs Hirst has had 6 put by for her do, paid; Jan, Thu 15th - lemons and brown bread on the stall Saturday.
Question (Fri 16/12, Mr Shah): "how many dressed crabs will u have to sell tomorrow? want 4 for sunday dinner, is it
worth me getting there early?" The assistant says 24 to sell (30 coming, 6 put by for Mrs Hirst), so come early.
The label says 30.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b319_ctl_letta_fish_stall_crabs_left_diff_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sea-spray-fish"
LABEL = "this week"
LINES = [
    "2050-12-01T07:05 Rob - 🦀 ordered 40 dressed crabs off Whitby for sat 17th, £6.50 each, they went in an hour "
    "last yr",
    "Tue 13th Rob - Whitby rang, boats haven't been out since fri w/ the weather 🌊 so only 30 coming sat not 40",
    "14/12 Jan - Mrs Hirst's had 6 put by for her do on sat nite, paid, they're under the counter w/ her name on",
    "Thu 15th Jan - lemons + brown bread on the stall sat, Rob says smoked haddock's lovely this wk",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sea Spray Fish, Keighley market - this week:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("how many dressed crabs will u have to sell tomorrow? want 4 for sunday dinner, is it worth me getting "
            "there early?")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "so only 30 coming sat not 40" in notes, notes
assert "Mrs Hirst's had 6 put by for her do" in notes, notes
reply = answer(f"(Fri 16/12/50; Mr Shah) {question}", notes,
               mock="24 - there's only 30 coming from Whitby with the weather and 6 of those are put by for Mrs "
                    "Hirst. They went in an hour last year, so yes, get there early.")
finish(question, expected="30", actual=reply)
