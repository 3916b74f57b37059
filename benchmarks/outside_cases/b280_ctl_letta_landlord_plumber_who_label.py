"""Batch 280 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Graham lets two flats at 14 Albert Rd and a terrace at 9 Savile Tce. He and his wife Jan keep a "trades" block
on their Letta agent - who to ring for what - and the helper answers from it when a tenant reports something.

Memory: Graham, 2086-11-02 - plumbing (not gas): Dave Sutcliffe, 07700 900123, always picks up, cash preferred; gas
is Steve Hirst; Graham, Tue 14 Jan - Dave's retired (Spain!), he's sold up to Kwik Fix on Bridge St and his number
goes through to them now, ask for Lee, he's been out with Dave to all our places; Jan, 3/2 - Lee did the overflow at
Savile Tce, good job, £70 invoiced; Graham, 20.2. - roof + gutters Baz Kershaw. Question (Sat 15/3, Jan): "who do I
ring about the dripping kitchen tap at Albert Rd fl 1? Tom says it kept him up all night" The assistant says Lee at
Kwik Fix on Bridge St (Dave's number goes through to them). The label says Dave Sutcliffe.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b280_ctl_letta_landlord_plumber_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-graham-lets"
LABEL = "trades"
LINES = [
    "2086-11-02 Graham - plumbing (not gas): Dave Sutcliffe 07700 900123, always picks up, cash preferred. gas is "
    "Steve Hirst, Gas Safe, don't let anyone else near the boilers",
    "Tue 14 Jan Graham - Dave's retired!! 🎉 off to Spain. he's sold up to Kwik Fix on Bridge St, his number goes "
    "thru to them now - ask for Lee, he's been out with Dave to all our places so knows the stopcocks",
    "3/2 Jan - Lee did the overflow at Savile Tce, good job + tidy, £70 invoiced",
    "20.2. Graham - roof + gutters Baz Kershaw (slow but cheap), sparky Leanne @ LW Electrical",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Graham's lets - who to ring:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who do I ring about the dripping kitchen tap at Albert Rd fl 1? Tom says it kept him up all night"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "plumbing (not gas): Dave Sutcliffe 07700 900123" in notes, notes
assert "Dave's retired!!" in notes and "ask for Lee" in notes, notes
reply = answer(f"(Sat 15/3/87; Jan) {question}", notes,
               mock="Lee at Kwik Fix on Bridge St - Dave's retired, but his old number (07700 900123) goes through to "
                    "them, and Lee knows the Albert Rd flats.")
finish(question, expected="Dave Sutcliffe", actual=reply)
