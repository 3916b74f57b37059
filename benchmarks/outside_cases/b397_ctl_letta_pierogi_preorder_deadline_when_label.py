"""Batch 397 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the pierogi committee of St. Kinga parish (parafia św. Kingi) in Chicago take Wigilia 2050 pre-orders on paper
forms dropped in the basket at the back of church - $14 a dozen, pick-up before Christmas in the parish hall. Pani
Grażyna (the chair) and pani Lucyna (kitchen) add lines to a "wigilia pierogi" block on the parish's Letta agent;
the helper answers parishioners' questions from it.

Memory: Grażyna, 2050-11-06T20:15 - pre-order forms due Sun 12/11 in the basket at the back of church; Lucyna, 11/20
- pinching nights Tues and Wed 6-9; Grażyna, Mon 12/5 - 520 dz ordered already, the babcie can't do more than 600,
so pre-orders close THIS Thursday, not Sunday, Ks. Paweł's announcing it at the weekday Masses; Grażyna, 12/6 - a
walk-up table on pick-up day with whatever's left. Question (Wed 12/7, pani Gosia): "when's the last day to get my
pierogi form in? I was going to drop it in the basket at Mass on Sunday" The assistant says Thursday 12/8 -
tomorrow (pre-orders closed early, Sunday's too late; the walk-up table is the fallback). The label says Sunday
12/11.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b397_ctl_letta_pierogi_preorder_deadline_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-kinga-parish"
LABEL = "wigilia pierogi"
LINES = [
    "2050-11-06T20:15 Grażyna - WIGILIA PIEROGI 🎄 $14/dz, pre-order forms due Sun 12/11 in the basket at the back "
    "of church, pick-up Sun 12/18 in the parish hall",
    "11/20 Lucyna - pinching nights Tues + Wed 6-9 in the basement, aprons + rolling pins",
    "Mon 12/5 Grażyna - 520 dz ordered already 😱 the babcie can't do more than 600, so pre-orders close THIS "
    "Thursday, not Sunday. Ks. Paweł's announcing it at the weekday Masses",
    "12/6 Grażyna - walk-up table on pick-up day w/ whatever's left, first come first served",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St. Kinga pierogi committee - Wigilia 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the last day to get my pierogi form in? I was going to drop it in the basket at Mass on Sunday"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "pre-order forms due Sun 12/11" in notes, notes
assert "so pre-orders close THIS Thursday, not Sunday" in notes, notes
reply = answer(f"(Wed 12/7/2050; pani Gosia) {question}", notes,
               mock="Thursday 12/8 - that's tomorrow. They closed pre-orders early (they're at 520 dozen), so Sunday's "
                    "too late; otherwise try the walk-up table on pick-up day.")
finish(question, expected="Sunday 12/11", actual=reply)
