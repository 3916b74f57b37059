"""Batch 395 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Izakaya Kazeguruma, a 30-seat izakaya in Osaka, keeps a "house rules + bookings" block on its Letta agent; the
tencho and the staff add lines to it, and the helper answers whoever's on the phone. Lines use yyyy/mm/dd dates,
24-hour times, 名 for heads and yen as ¥500 or 500円.

Memory: tencho, 2050/11/01 - NO mochikomi (outside food or drink) ever, not even for regulars, point at the sign;
Dec, 2050/11/20 - Tanaka-sama booked Sat 11/26 19:30, 6名, his wife's kanreki (60th), asked about bringing a cake,
told him he'd check; tencho, 2050/11/21 - OK for the Tanaka cake, it's a kanreki and he's been coming 10 years, 500円
cake fee (plates, candles, it goes in the fridge), only this once, don't tell everyone; Kenta, 2050/11/22 - the
walk-in's making that noise again. Question (Thu 2050/11/24, Dec, Tanaka-sama on the phone): "can the Tanakas bring
their own cake on Sat? he's on the line now" The assistant says yes - the tencho's OK'd it for the kanreki, ¥500 cake
fee, it goes in the fridge. The label says no - no mochikomi, ever.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b395_ctl_letta_izakaya_cake_mochikomi_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kazeguruma"
LABEL = "house rules + bookings"
LINES = [
    "2050/11/01 tencho - NO mochikomi (outside food/drink) ever, not even for regulars. point at the sign 🙅",
    "2050/11/20 (日) Dec - Tanaka-sama booked Sat 11/26 19:30, 6名, his wife's kanreki 🎉 asked about bringing a "
    "cake, told him I'd check",
    "2050/11/21 (月) tencho - ok for the Tanaka cake, it's a kanreki + he's been coming 10 yrs. 500円 cake fee "
    "(plates, candles, it goes in the fridge). only this once, don't tell everyone 😂",
    "2050/11/22 (火) Kenta - the walk-in's making that noise again, rang the repair guy, coming Mon 10:00",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Izakaya Kazeguruma - house rules + bookings:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can the Tanakas bring their own cake on Sat? he's on the line now"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "NO mochikomi (outside food/drink) ever, not even for regulars" in notes, notes
assert "ok for the Tanaka cake, it's a kanreki" in notes, notes
reply = answer(f"(Thu 2050/11/24; Dec) {question}", notes,
               mock="Yes - tencho ok'd it since it's her kanreki. ¥500 cake fee, and it goes in the fridge till "
                    "they want it.")
finish(question, expected="no - no mochikomi, not even for regulars", actual=reply)
