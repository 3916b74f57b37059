"""Batch 321 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the kiddush committee at Shaare Tikvah, north Leeds, takes bookings from members who want to sponsor the
kiddush after the Shabbat morning service - for a simcha, a yahrzeit, a birthday. David (the committee chair) and
Ruth (the secretary) add lines to a "kiddush sponsorship" block on the shul's Letta agent; the helper answers
members' questions from it.

Memory: David, 2050-09-05T20:00 - sponsorship prices: £180 a plain kiddush (cakes, wine, crisps, the l'chaim
whisky), £350 the full works with herring, egg and onion and kugel; Ruth, 14/11 - the committee agreed to put it up
to £220 / £400 because Grodzinski's and Mendel's have both gone up, but not till after Pesach - anything before
stays at the old price; David, Tue 3rd Jan - the Kleins have booked 4th March for Hannah's bat mitzvah, full works;
Ruth, Thu 12/1 - bookings through the office or Ruth, pay by bank transfer. Question (Mon 16/1/51, Mr Shapiro): "how
much is a plain kiddush? want to sponsor one on the 25th feb for my dad's yahrzeit" The assistant says £180 (the
new prices don't start till after Pesach). The label says £220.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b321_ctl_letta_kiddush_sponsor_price_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-shaare-tikvah"
LABEL = "kiddush sponsorship"
LINES = [
    "2050-09-05T20:00 David - sponsorship prices 🥂 £180 plain kiddush (cakes, wine, crisps + the l'chaim whisky), "
    "£350 the full works w/ herring, egg + onion, kugel",
    "14/11 Ruth - committee agreed to put it up to £220 / £400 coz Grodzinski's + Mendel's have both gone up 🙄 BUT "
    "not till after Pesach, anything before that stays at the old price",
    "Tue 3rd Jan David - the Kleins have booked 4th march for Hannah's bat mitzvah, full works",
    "Thu 12/1 Ruth - bookings thru the office or me, pay by bank transfer pls not cash in the tzedakah box 😂",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Shaare Tikvah - kiddush sponsorship:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is a plain kiddush? want to sponsor one on the 25th feb for my dad's yahrzeit"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£180 plain kiddush" in notes, notes
assert "put it up to £220 / £400" in notes and "not till after Pesach" in notes, notes
reply = answer(f"(Mon 16/1/51; Mr Shapiro) {question}", notes,
               mock="£180 for a plain kiddush - the new prices don't start till after Pesach, so the 25th Feb is "
                    "still the old price.")
finish(question, expected="£220", actual=reply)
