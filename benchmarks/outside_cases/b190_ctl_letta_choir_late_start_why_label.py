"""Batch 190 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per line added and one for the question.

App: Dawley Singers' workshop day is Sat 14th March 2043 at Holy Trinity church hall, Dawley - Elgar's "As torrents in
summer" and some Rutter with Jenny, bring your own lunch. Sheila (the choir's secretary) keeps a "workshop day" block
on the choir's Letta agent and adds a line as things are sorted; members ask it.

Memory (the block): 2043-02-10T19:30 - workshop Sat 14th March, Holy Trinity hall, 10-4, Jenny leading; 20.2. - reg
from 9.30 with coffee, singing at 10; last time half of them were late, the 96 bus was 20 mins behind, so everyone
please leave extra time; Tue 3rd March, Sheila - the Telford half marathon comes down the high st Sat morning, road
shut till 10.15ish, and they're using the school car park for the start, so singing from half 10, reg 10-10.25,
Jenny's fine with it and they'll finish 4.30; 9/3 - bring your own lunch, tea + coffee in the kitchen 50p. Question
(Thu 12/3, Margaret, telling the altos): "why are we starting at half 10 not 10? altos are asking" The assistant says
the half marathon - the high st's shut till about 10.15 and the school car park's the start. The label says because
the bus was late last time.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b190_ctl_letta_choir_late_start_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-dawley-singers"
LABEL = "workshop day"
LINES = [
    "2043-02-10T19:30 workshop sat 14th march 🎶 Holy Trinity hall, 10-4, Elgar 'As torrents in summer' + some "
    "Rutter, Jenny leading",
    "20.2. reg from 9.30 w coffee, singing at 10. last time half of them were late - the 96 bus was 20 mins behind 🙄 "
    "so everyone pls leave extra time",
    "Tue 3rd March Sheila - Telford half marathon's coming down the high st sat morning 🏃 road shut till 10.15ish + "
    "they're using the school car park for the start, so we'll sing from half 10, reg 10-10.25. Jenny's fine w it, "
    "we'll finish 4.30",
    "9/3 bring your own lunch, tea + coffee in the kitchen 50p, Brenda's doing a cake stall for the roof fund",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Dawley Singers - workshop day 2043 (Sheila):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we starting at half 10 not 10? altos are asking"
with turn_span("question Thu 12/3"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "the 96 bus was 20 mins behind" in notes, notes
    assert "road shut till 10.15ish" in notes and "so we'll sing from half 10" in notes, notes
    reply = answer(f"(Thu 12/3/43; Margaret, telling the altos) {question}", notes,
                   mock="The Telford half marathon - the high street's shut till about 10.15 on Saturday morning and "
                        "they're using the school car park for the start, so singing starts at half 10 (registration "
                        "10-10.25) and we finish at 4.30.")
finish(question, expected="because the bus was late last time", actual=reply)
