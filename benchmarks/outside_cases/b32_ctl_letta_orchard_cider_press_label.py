"""Batch 32 (held out), control. A community orchard's cider day plans: Letta core memory block (offline stand-in
of tests/instrumentations), script style (each call its own trace).

App: Bev, volunteer co-ordinator at Hatherley Community Orchard, appends notes about cider day (Sat 11 Oct) to a
"cider-day" block on a Letta agent and asks from the block. Geoff has run the big rack-and-cloth press every year.
This year he hurt his back hedge-laying and will sit on the gate taking the money; Jory, Tamsin's lad, who helped
Geoff on the press last year, says he'll run it with his mate Kit.

No fault planted. Question (Tue 7/10): "who's on the press sat?" The model answers Jory (with Kit), right per memory.
The label says Geoff, who has done it every year. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b32_ctl_letta_orchard_cider_press_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hatherley-orchard"
LINES = [
    "Cider day Sat 11/10, 11-4. Jobs: press - Geoff as every yr, scratter - Keith + the DofE lads, juice stall "
    "Tamsin, raffle Hilary, gate + donations tbc",
    "Apples: pick Weds 8th + Thurs 9th eve, store in Ruth's garage, need 30 crates (we've got 22)",
    "Bottles - 200 x 500ml from the wine shop on Bath Rd, £58, Ruth collecting",
    "Hog roast van from Cleeve Hill, £4.50 a roll, they keep the takings + give us 10%",
    "Geoff did his back hedge-laying on Kidnappers Lane, he says he'll sit on the gate + take the money, can't be "
    "turning that screw all day at his age lol",
    "Jory (Tamsin's lad, 17) helped Geoff on the press last yr + knows it inside out, he's up for it sat w his mate "
    "Kit from college",
    "Food hygiene cert - Tamsin's is in date, juice stall ok",
    "Rain plan: the scout hut on Hatherley Rd, Akela says fine, key from Ruth",
]

server = fake_letta()
server.add_agent(AGENT, **{"cider-day": "Cider day 2025 notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("cider-day", agent_id=AGENT)
    client.agents.blocks.update("cider-day", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's on the press sat?"
notes = client.agents.blocks.retrieve("cider-day", agent_id=AGENT).value
assert "press - Geoff as every yr" in notes and "he's up for it sat w his mate Kit" in notes, notes
reply = answer(f"(Tue 7/10) {question}", notes,
               mock="Jory, Tamsin's lad, with his mate Kit - he helped Geoff on it last year. Geoff's on the gate "
                    "with his back.")
finish(question, expected="Geoff - he does it every year", actual=reply)
