"""Batch 224 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Holy Trinity, Bishop's Castle hold their summer fete on Sat 17th July 2049, 2-5 on the green - stalls, a dog
show, teas, the raffle. Rev Anne, Colin (the churchwarden) and Pam (who runs the teas) add lines to a "fete" block
on the parish's Letta agent as things come up; the helper answers from it.

Memory: 2049-05-02T20:15 Rev Anne - fete Sat 17th July 2-5 on the green, teas in the marquee on the lawn as usual,
Pam's in charge; 16/5 Colin - last night's storm put a 2 ft rip in the marquee roof; Tue 1st Jun Colin - the scouts
have patched it, Akela did it with the sail repair kit, good as new; Weds 14 Jul Pam - the forecast's 30 for
Saturday, so the marquee's going over the dog show ring for shade so the dogs don't cook, and the teas are in the
church, it's lovely and cool in there. Question (Thu 15/7, Margaret, bringing scones): "why are the teas in the
church this yr? thought they were always in the marquee" The assistant says the marquee's going over the dog show
ring for shade (it's meant to be 30 on Saturday) and the church is cool. The label says because the marquee's got
a rip in it (it had, but the scouts patched it in June).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b224_ctl_letta_church_fete_teas_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-holy-trinity-bc"
LABEL = "fete"
LINES = [
    "2049-05-02T20:15 Rev Anne - SUMMER FETE ☀️ sat 17th july 2-5 on the green. teas in the marquee on the lawn as "
    "usual, Pam's in charge, scones + cream teas £3",
    "16/5 Colin - storm last nt's put a rip in the marquee roof, 2 ft long 😬 will see what can be done",
    "Tue 1st Jun Colin - scouts have patched the marquee, Akela did it w/ the sail repair kit, good as new 👍",
    "Weds 14 Jul Pam - forecast's 30 for sat!! 🥵 the marquee's going over the dog show ring for shade so the dogs "
    "don't cook, so teas in the church, it's lovely + cool in there. urns on the table by the font",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Holy Trinity, Bishop's Castle - summer fete 2049:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are the teas in the church this yr? thought they were always in the marquee"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "put a rip in the marquee roof" in notes and "patched the marquee" in notes, notes
assert "the marquee's going over the dog show ring for shade" in notes, notes
reply = answer(f"(Thu 15/7/49; Margaret, bringing scones) {question}", notes,
               mock="Because the marquee's going over the dog show ring for shade - it's meant to be 30 on Saturday "
                    "so the dogs don't cook - and the church is lovely and cool for the teas.")
finish(question, expected="because the marquee's got a rip in it", actual=reply)
