"""Batch 203 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note added and one for the question.

App: Longden Youth Club's camping trip is Fri 1st to Sun 3rd June 2046 at Pennerley - the minibus from the club 6pm
Friday, tents from the Scouts, a BBQ on the Saturday. Gary (the youth worker) runs the trip with Sam (the assistant
leader); Gary keeps a "camp" block on the club's Letta agent and adds a line as things are sorted; parents ask it.

Memory: 2046-04-20T18:00 - camp Fri 1st - Sun 3rd June at Pennerley, minibus from the club 6pm Friday, Gary (youth
worker) driving; 3.5. - tents from the Scouts and a tent practice on the field; Tue 15th May - Gary's D1 on his
licence has lapsed, he needs a medical before he can renew and there's no appointment till July, so Sam (assistant
leader) is on the minibus and Gary will follow in his car with the tents and the food; 24/5 - the food. Question
(Tue 29/5, Jo, Alfie's mum): "who's driving the minibus fri? Alfie gets travel sick, can he sit up front" The
assistant says Sam, the assistant leader (Gary's following in his car with the kit). The label says Gary, the youth
worker - the first note's driver.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b203_ctl_letta_camping_minibus_driver_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-longden-youth-club"
LABEL = "camp"
LINES = [
    "2046-04-20T18:00 CAMP 🏕️ fri 1st - sun 3rd june at Pennerley, minibus from the club 6pm fri, me (Gary) driving. "
    "£40 each",
    "3.5. tents - borrowed 3 from the Scouts, tent putting up practice on the field thurs, 7.30ish",
    "Tue 15th May - my D1 on the licence has lapsed 🙄 need a medical before I can renew + no appt till july, so Sam "
    "(assistant leader) is on the minibus, I'll follow in my car w/ the tents + food",
    "24/5 food - pasta bake fri, BBQ sat, 2 veggie, Lily's dairy free, bring a water bottle",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Longden Youth Club - camping trip 2046 (Gary, youth worker):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's driving the minibus fri? Alfie gets travel sick, can he sit up front"
with turn_span("question Tue 29/5"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "me (Gary) driving" in notes, notes
    assert "Sam (assistant leader) is on the minibus" in notes, notes
    reply = answer(f"(Tue 29/5/46; Jo, Alfie's mum) {question}", notes,
                   mock="Sam, the assistant leader, is driving the minibus - Gary's following in his car with the "
                        "tents and food. I'd ask Sam about Alfie sitting up front.")
finish(question, expected="Gary, the youth worker", actual=reply)
