"""Batch 243 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Kate and Phil Shaw are having their bathroom and utility room redone in May-June 2049, with Dean (the builder)
running the trades. Kate, Phil and Dean add lines to a "who's in when" block on the household's Letta agent; the
helper answers from the block.

Memory: Kate, 2049-05-24T08:00 - next week (w/c 31st): the plumber Mon (moving the rad and capping the old sink),
the sparky Tues-Weds for the 1st fix, Gav plastering Thurs-Fri; Dean, Weds 26th - Gav's last job's overrun (a barn
conversion up Heptonstall), he can't start till the week after now, so no plastering next week; Kate, Thurs - Dean's
got Marek the tiler coming Fri instead to do the utility floor while it's quiet; Phil, Sat 29th - skip swapped, keys
under the pot. Question (Sun 30/5, Phil): "which trades are in next week? need to know which days one of us has to
be home" The assistant lists the plumber (Mon), the sparky (Tues-Weds) and Marek the tiler (Fri). The label says
the plumber, the sparky and Gav the plasterer.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b243_ctl_letta_renovation_trades_next_week_list_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-shaw-house"
LABEL = "who's in when"
LINES = [
    "2049-05-24T08:00 Kate - next wk (w/c 31st): plumber mon (moving the rad + capping the old sink), sparky tues-weds "
    "1st fix, Gav plastering thurs-fri. someone needs to be in for all of them",
    "Weds 26th Dean - Gav's last job's overrun (barn conversion up Heptonstall 🙄) he can't start till the wk after "
    "now, so no plastering next wk",
    "Thurs Kate - Dean's got Marek the tiler coming fri instead to do the utility floor while it's quiet",
    "Sat 29th Phil - skip swapped 👍 keys under the pot by the back door for mon",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Shaw house - bathroom + utility 2049, who's in when:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which trades are in next week? need to know which days one of us has to be home"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "sparky tues-weds 1st fix, Gav plastering thurs-fri" in notes, notes
assert "he can't start till the wk after now, so no plastering next wk" in notes, notes
assert "Marek the tiler coming fri instead" in notes, notes
reply = answer(f"(Sun 30/5/49; Phil) {question}", notes,
               mock="The plumber on Monday, the sparky Tuesday and Wednesday for the 1st fix, and Marek the tiler on "
                    "Friday for the utility floor. No plastering - Gav's not till the week after.")
finish(question, expected="the plumber, the sparky and Gav the plasterer", actual=reply)
