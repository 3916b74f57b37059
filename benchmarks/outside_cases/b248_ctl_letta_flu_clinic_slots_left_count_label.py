"""Batch 248 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Hebble Vale Medical Centre run a Saturday flu clinic on Sat 1st Oct 2050, 8.30 till 12.30, for the over 65s
and the at-risk groups. Karen (the practice manager) and Dev (who organises the volunteers) add lines to a "sat flu
clinic" block on the practice's Letta agent; reception ask it how many slots are left while patients are on the
phone.

Memory: Karen, 2050-09-14T09:00 - Sat 1st Oct clinic, 8.30-12.30, 6 lines x 60 = 360 slots; Karen, Mon 26/9 - 48
slots left as of this morning; Karen, Weds 28th Sept - Dr Shah's agreed to do a 7th line, so that's another 36
slots (9-12 only), and 20 more booked since Monday after the text went out; Dev, Thu 29/9 - car park volunteers
sorted. Question (Thu 29/9, Sue on reception): "how many slots have we got left for saturday? I've a lady on the
phone wanting 2, her + her husband" The assistant says 64 (48, plus Dr Shah's 36, less the 20 booked since Monday).
The label says 48.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b248_ctl_letta_flu_clinic_slots_left_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hebble-vale-reception"
LABEL = "sat flu clinic"
LINES = [
    "2050-09-14T09:00 Karen - SAT FLU CLINIC 💉 sat 1st oct, 8.30-12.30, 6 lines x 60 = 360 slots. 65+ and at risk "
    "only, no walk ins, book via reception or the app",
    "Mon 26/9 Karen - 48 slots left as of this morning!! pls push it when ppl ring for anything else",
    "Weds 28th Sept Karen - Dr Shah's agreed to do a 7th line so thats another 36 slots (9-12 only). and 20 more "
    "booked since mon after the text went out 👍",
    "Thu 29/9 Dev - car park volunteers sorted, Geoff + Maureen in hi vis from 8. wheelchair at the front door",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Hebble Vale Medical Centre - Saturday flu clinic 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many slots have we got left for saturday? I've a lady on the phone wanting 2, her + her husband"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "48 slots left as of this morning" in notes, notes
assert "another 36 slots (9-12 only). and 20 more booked since mon" in notes, notes
reply = answer(f"(Thu 29/9/50; Sue, reception) {question}", notes,
               mock="64 - there were 48 on Monday, Dr Shah's 7th line added 36 and 20 have booked since, so plenty "
                    "of room for the two of them.")
finish(question, expected="48", actual=reply)
