"""Batch 317 (held out). A public aquarium's volunteer rota: Letta core memory block (offline stand-in), two writers
in threads - the sign-up sync and the volunteer coordinator - each reading the block and writing it back whole.

App: Saltburn Sea Life Aquarium run a volunteer rota for the weekends - the touch pool, the 11.30 ray feed talk,
the 2pm penguin talk, the gift shop. The rota for the coming weekend lives in a "weekend rota" block on the
volunteers' Letta agent; the helper answers volunteers' and keepers' questions from it. Every Friday morning the
sign-up sync (Dan's script that copies the online sign-up sheet into the helper) reads the block, adds a line with
the month's sign-ups and writes the whole block back; Marcia (the volunteer coordinator) edits the same block.

Planted fault (UpdateError, lost update): the sync reads the block (Sat 8th Nov: 10-1 touch pool Priya + Gill,
11.30 ray feed talk Tom, 2pm penguin talk Sandra, gift shop Ken); Marcia adds, Fri 7th, that Tom's lost his voice
so he's swapped with Priya - Priya's doing the 11.30 ray talk, Tom's on the touch pool with Gill; the sync then
writes back its copy with its sign-ups line, losing Marcia's swap. Question (Fri 7/11, Callum, the keeper on the
rays): "who's doing the 11.30 ray talk tmrw? I'll have the bucket + the mic ready for them" -> expected Priya
(swapped with Tom, who's lost his voice). The assistant says Tom.

Expected verdict: UpdateError at the sync's block update (wrapped in fault()): Marcia's write landed and the later
update from a copy read before it overwrote it, so the block lost the change that decides who gives the talk.
Asserted: Marcia's swap was in the block before the stale update; the block has the sign-ups line and "11.30 ray
feed talk - Tom", and nothing on the swap, the lost voice or Priya on the ray talk.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b317_letta_aquarium_rota_ray_talk_who_lost_update", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-saltburn-volunteers"
LABEL = "weekend rota"
START = "\n".join([
    "Saltburn Sea Life - volunteers' weekend rota:",
    "- Sat 8th Nov: 10-1 touch pool - Priya + Gill; 11.30 ray feed talk - Tom; 2pm penguin talk - Sandra; gift shop "
    "all day - Ken",
    "- Sun 9th Nov: 10-1 touch pool - Bev + Raj; 11.30 ray feed talk - Sandra; 2pm penguin talk - Ken (remembrance "
    "silence at 11, talks pause)",
    "- 2051-10-30 Marcia: in by 9.30 both days pls, lanyards on, no phones out on the floor",
])
SWAP = ("- Fri 7th Marcia: Tom's lost his voice 🤐 so he's swapped w/ Priya - Priya's doing the 11.30 ray talk sat, Tom's "
        "on the touch pool w/ Gill instead. ta both!!")
SIGNUPS = "- sign-up sync (fri 7/11 08:00): 23 volunteers signed up for Nov so far, 4 new starters on the 15th"

server = fake_letta()
server.add_agent(AGENT, **{LABEL: START})
client = letta_client(server)

read_done, edit_done = threading.Event(), threading.Event()


def signup_sync() -> None:
    copy = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    read_done.set()
    edit_done.wait()
    with fault():
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=copy + "\n" + SIGNUPS)


def marcia_edit() -> None:
    read_done.wait()
    value = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=value + "\n" + SWAP)
    assert "Priya's doing the 11.30 ray talk sat" in client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    edit_done.set()


threads = [threading.Thread(target=signup_sync, name="signup-sync"),
           threading.Thread(target=marcia_edit, name="marcia-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the 11.30 ray talk tmrw? I'll have the bucket + the mic ready for them"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "11.30 ray feed talk - Tom" in notes and "23 volunteers signed up" in notes, notes
assert not any(w in notes.lower() for w in ("swapped", "lost his voice", "priya's doing")), notes
reply = answer(f"(Fri 7/11/51; Callum, keeper on the rays) {question}", notes,
               mock="Tom's doing the 11.30 ray feed talk tomorrow (Sat 8th).")
finish(question, expected="Priya - she swapped with Tom, who's lost his voice", actual=reply)
