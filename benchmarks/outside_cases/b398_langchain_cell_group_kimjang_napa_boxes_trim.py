"""Batch 398 (held out). A Korean-American church's cell group in LA: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: the Bethel mokjang of Good Harvest Korean Church do a kimjang day on Sat 11/19/2050 in the church kitchen -
napa cabbage salted the night before, Han gwonsanim's recipe, kimchi for the mokjang's families and for the senior
ministry. Esther Shin (the mokjang leader) chats with the church's helper while she sorts it; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the day - Sat 11/19, 9am, 40 heads of napa. Turn 2
is the gochugaru. In turn 3, after Sunday service, Esther says the youth group want to join and Park jangnonim asked
if they can send kimchi to the Wilshire senior apartments too, so make it 60 heads not 40, Han gwonsanim says it's
doable. Turns 4 to 8 are the gloves and aprons, the office's bulletin draft (still "40 heads of napa", she'll ask
them to fix it), H Mart's produce man (napa comes 6 heads to a box, $18 a box, order by Weds), the jars and the
lunch. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tues 11/15): "how many boxes of
napa do I order from H Mart? need to call him by tmrw" -> expected 10 boxes (60 heads at 6 a box). The assistant
says 7 boxes (40 heads, rounded up).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made
it 60 heads was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 60, the
youth group, the senior apartments or Park jangnonim); the bulletin draft, the 6-a-box line and the lunch are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b398_langchain_cell_group_kimjang_napa_boxes_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many boxes of napa do I order from H Mart? need to call him by tmrw"
TURNS = [
    ("KIMJANG DAY 🥬 Sat 11/19 church kitchen 9am!! mokjang doing it for the senior ministry + our own families. plan "
     "is 40 heads napa cabbage, Han gwonsanim leading (her recipe ㅋㅋ). salting Fri night. can u help me keep track",
     "Of course - kimjang Sat 11/19 at 9am in the church kitchen, 40 heads of napa cabbage, Han gwonsanim leading, "
     "salting on Friday night."),
    ("gochugaru - Sarah unnie's mom is sending 10 lbs from Korea (the good stuff), rest from H Mart",
     "Gochugaru: 10 lbs from Sarah's mom in Korea, the rest from H Mart."),
    ("ok update after Sun service - the youth group wants to join + Park jangnonim asked if we can send kimchi to the "
     "Wilshire senior apts too 🙏 so make it 60 heads not 40. Han gwonsanim says we can do it",
     "Updated - 60 heads of napa now, not 40, with the youth group joining and kimchi going to the Wilshire senior "
     "apartments; Han gwonsanim is fine with it."),
    ("gloves + aprons - Joseph-ssi getting the long rubber gloves from Costco, everyone bring an apron u don't mind "
     "getting red ㅋㅋ",
     "Joseph-ssi is getting long rubber gloves from Costco; everyone brings an apron they don't mind staining."),
    ("bulletin draft from the office 🙄 'Bethel Mokjang Kimjang - Sat 11/19 9am, church kitchen, 40 heads of napa, "
     "all welcome!' i'll ask them to fix it before Sun",
     "The bulletin draft has the date, time and place right; you'll get the office to fix the wording before Sunday."),
    ("H Mart produce ajusshi says napa comes 6 heads to a box, $18 a box, he needs the order by Weds for Fri delivery",
     "H Mart: napa comes 6 heads to a box at $18 a box; the order has to be in by Wednesday for Friday delivery."),
    ("jars - everyone bring big glass jars or kimchi tongs for ur share, the seniors' ones the church is buying",
     "Everyone brings their own jars or kimchi containers; the church is buying the seniors' containers."),
    ("lunch - Mina-ssi making suyuk to eat w/ the fresh kimchi, the best part honestly",
     "Lunch is Mina-ssi's suyuk with the fresh kimchi."),
    (QUESTION,
     "7 boxes - 40 heads at 6 a box is 6.7, so round up to 7 (that's $126)."),
]
WINDOW = 11
GONE = ("60", "youth group", "senior apts", "senior apartments", "jangnonim")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("40 heads of napa, all welcome" in str(m.content) for m in window), window
            assert any("napa comes 6 heads to a box" in str(m.content) for m in window), window
            assert any("suyuk" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so make it 60 heads not 40" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Esther's chat - she leads the Bethel mokjang at Good Harvest Korean "
                                            "Church; today Tues 11/15/2050, kimjang is Sat 11/19)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="10 boxes - it's 60 heads now (youth group + the senior apts), 6 a box", actual=reply)
