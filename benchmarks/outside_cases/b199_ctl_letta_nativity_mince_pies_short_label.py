"""Batch 199 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Busy Bees toddler group (Ellesmere, Mondays in the Methodist hall) put on their nativity on Thu 15th Dec 2044 at
10.30 in the hall - shepherds, angels, three songs, mince pies after for the families. Dawn (who runs the group)
keeps a "nativity" block on the group's Letta agent and adds a line as things are sorted; the helpers ask it.

Memory: 2044-11-14T13:30 - nativity thurs 15th dec 10.30, mince pies after, about 90 needed (32 kiddies plus
mums/dads/grannies, we ran out last year); Tue 22nd - Tesco said yes, 4 dozen, so 42 short still; costumes; 29/11 -
Jo says her mum's itching to bake since she retired, she'll do us a couple of dozen; 1.12. - songs, Mrs Hughes on the
piano. Question (Mon 5/12, Sheila, a helper): "how many more mince pies have we still got to find? going to the Co-op
later" The assistant says 18 (90 needed, 48 from Tesco, 24 from Jo's mum). The label says 42.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b199_ctl_letta_nativity_mince_pies_short_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-busy-bees-ellesmere"
LABEL = "nativity"
LINES = [
    "2044-11-14T13:30 NATIVITY thurs 15th dec 10.30 in the hall ⭐ mince pies after - about 90 needed (32 kiddies + "
    "mums/dads/grannies, last yr we ran out!!)",
    "Tue 22nd Tesco said yes!! 4 doz 🥧 so 42 short still. costumes - shepherds tea towels, angels white t shirt + "
    "tinsel",
    "29/11 Jo says her mum's itching to bake since she retired, she'll do us a couple of dozen bless her",
    "1.12. songs - away in a manger, little donkey, twinkle twinkle. Mrs Hughes on the piano",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Busy Bees toddler group - nativity 2044 (Dawn):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more mince pies have we still got to find? going to the Co-op later"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "about 90 needed" in notes and "4 doz 🥧 so 42 short still" in notes, notes
assert "she'll do us a couple of dozen" in notes, notes
reply = answer(f"(Mon 5/12/44; Sheila, helper) {question}", notes,
               mock="18 - we need about 90, Tesco are giving 4 dozen and Jo's mum's doing a couple of dozen.")
finish(question, expected="42", actual=reply)
