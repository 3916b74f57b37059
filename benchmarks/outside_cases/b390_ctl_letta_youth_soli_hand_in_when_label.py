"""Batch 390 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Nakorovatu Methodist youth raise their share of the Circuit soli each year and hand it in at the Circuit
church after the morning lotu. Mere (the secretary) and Jone (the treasurer) add lines to a "soli" block on the
youth group's Letta agent; the helper answers members' questions from it.

Memory: Mere, 2050-02-06T20:00 - youth share due at the Circuit Sun 27/3, target $2,500, $50 each min; Mere, Sun
13/3 - lovo plates sold out, 60, box at $1,840; Mere, Tue 22/3 - the Talatala says the Circuit gave all the youth
groups one more week bcos of the cyclone, so not this Sun coming, the one after, same place, after the 10am lotu;
Jone, 24/3 - bake sale Sat at the junction 8am, flour from the marama. Question (Fri 25/3, Samu): "when do we hand in
the soli? I still got my $50 to give" The assistant says Sun 3/4 after the 10am lotu at the Circuit (the Circuit gave
one more week). The label says Sun 27/3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b390_ctl_letta_youth_soli_hand_in_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-nakorovatu-youth"
LABEL = "soli"
LINES = [
    "2050-02-06T20:00 Mere - SOLI 🙏 youth share due at the Circuit Sun 27/3, target $2,500. $50 each min pls",
    "Sun 13/3 Mere - lovo plates sold out, 60!! box at $1,840 vinaka vakalevu everyone",
    "Tue 22/3 Mere - Talatala says the Circuit gave all the youth groups one more week bcos of the cyclone 🙏 so not "
    "this Sun coming, the one after. same place, after the 10am lotu",
    "24/3 Jone - bake sale Sat at the junction 8am, flour + sugar from the marama. bring ur plates back!!",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Nakorovatu Methodist youth - soli 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when do we hand in the soli? I still got my $50 to give"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "youth share due at the Circuit Sun 27/3" in notes, notes
assert "one more week bcos of the cyclone 🙏 so not this Sun coming, the one after" in notes, notes
reply = answer(f"(Fri 25/3/50; Samu) {question}", notes,
               mock="Sun 3/4 - the Circuit gave one more week for the cyclone, so not this Sun, the one after. At "
                    "the Circuit after the 10am lotu; give your $50 to Jone before then.")
finish(question, expected="Sun 27/3", actual=reply)
