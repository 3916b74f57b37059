"""Batch 310 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Jodie runs Suds on Wheels, a mobile dog wash van round Elland and Greetland in 2051. She keeps a "regulars"
block on the van's Letta agent - one line per visit or change - and the helper answers customers' questions from
it.

Memory: 2051-02-10T18:00 - Mrs Okafor, Lane Head, Bruno (Bernese, 52kg), full groom £65, takes 2 hrs, needs the
ramp into the van; 9/3 - Bruno done, undercoat like a duvet, £65 paid cash, next Thu 20th April; Thu 20 Apr - Bruno's
been clipped right down for the summer at the vet's (hot spots), so he's just a bath + tidy now, £40, 45 mins, cone
off next week; 2/5 - note to self, full grooms going up £5 from July. Question (Weds 31/5, Mrs Okafor, at the van):
"how much do I owe you for Bruno today? cash ok?" The assistant says £40 - he's on the bath + tidy since he was
clipped for the summer. The label says £65.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b310_ctl_letta_dog_wash_bruno_price_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-suds-on-wheels"
LABEL = "regulars"
LINES = [
    "2051-02-10T18:00 Mrs Okafor, Lane Head - Bruno (bernese, 52kg 😅) full groom £65, takes 2 hrs, needs the ramp "
    "into the van, lovely lad",
    "9/3 Bruno done, undercoat like a duvet 😂 £65 paid cash. next thurs 20th april",
    "Thu 20 Apr - Bruno's been clipped right down for the summer at the vet's (hot spots) so he's just a bath + tidy "
    "now, £40, 45 mins. cone off next wk",
    "2/5 note to self - full grooms going up £5 from july, tell ppl in june",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Suds on Wheels - regulars 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe you for Bruno today? cash ok?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "full groom £65" in notes and "£65 paid cash" in notes, notes
assert "he's just a bath + tidy now, £40" in notes, notes
reply = answer(f"(Weds 31/5/51; Mrs Okafor) {question}", notes,
               mock="£40 please - since he was clipped for the summer Bruno's just a bath + tidy. Cash is fine.")
finish(question, expected="£65", actual=reply)
