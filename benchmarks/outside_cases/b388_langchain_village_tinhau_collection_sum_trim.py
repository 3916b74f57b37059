"""Batch 388 (held out). A New Territories village house residents' group: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Ha Fung Tsuen holds its Tin Hau festival on Sat 29/4/2051 - the fa pau (flower plaque) parade from the temple
at 10am, a lion dance, three nights of Cantonese opera on a bamboo stage by the basketball court, poon choi on the
Saturday night. Every household pays a contribution, collected row by row by volunteers. Ah Wai (the Tin Hau
committee's treasurer) chats with the village helper while she sorts it; each turn the chat is trimmed to its last
11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the festival - each household's contribution is
HK$300 this year. Turn 2 is the lion dance team. In turn 3 Ah Wai says scrub that HK$300 - at last night's
committee meeting the bamboo stage quote for the opera came in a lot higher (HK$68k now), so it's HK$380 a
household, Chairman Tang agreed already, no more change. Turns 4 to 8 are the poon choi, the printer's draft of the
notice (still "HK$300 per household", she'll fix it), the parade route, the village bus's extra trips and the
volunteers. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 20/4, Ah Wai, who
collects for row 3 herself): "how much I collect for row 3 ar? 6 houses, I go round tonight 7pm" -> expected
HK$2,280 (6 x HK$380). The assistant says HK$1,800.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
contribution HK$380 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
HK$380, the opera stage quote or "scrub that"); the printer's draft, the parade route and the bus trips are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b388_langchain_village_tinhau_collection_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much I collect for row 3 ar? 6 houses, I go round tonight 7pm"
TURNS = [
    ("Tin Hau 2051 🙏 Sat 29/4, fa pau parade 10am from the temple, poon choi 7pm. every household contribution "
     "HK$300 this yr, volunteers collect row by row. help me keep track can?",
     "Sure - Tin Hau festival Sat 29/4: fa pau parade from the temple at 10am, poon choi at 7pm, and HK$300 a "
     "household this year, collected row by row."),
    ("lion dance team from Lung Yeung confirm already, HK$8,800, half deposit paid by FPS",
     "Lion dance: the Lung Yeung team is confirmed at HK$8,800, half paid as deposit by FPS."),
    ("scrub that HK$300 😓 committee meeting last nite - the bamboo stage for the opera quote up a lot, HK$68k now, "
     "so every household HK$380 la. Chairman Tang agree already, no more change",
     "Noted - the contribution is HK$380 per household now, because the opera stage quote went up to HK$68k; "
     "Chairman Tang has agreed."),
    ("poon choi 40 tables booked from Kam Kee, HK$3,280 a table, ppl pay their own table",
     "Poon choi: 40 tables from Kam Kee at HK$3,280 a table, each table pays its own."),
    ("printer shop send the notice draft: 'Ha Fung Tsuen Tin Hau Festival 2051 ... every household contribution "
     "HK$300 ... pls pay to Ah Wai or Mrs Chan by 25/4' - I fix it later la, can check the English ok?",
     "The English reads fine; just the part you said you'd fix."),
    ("parade route: temple -> basketball court -> Tsz Tong -> back to temple. road close 9:30 to 11:30am",
     "Parade route: temple, basketball court, Tsz Tong, back to the temple; the road is closed 9:30 to 11:30am."),
    ("village bus extra trips on the day, every 10 min 9am to 11pm, bus co say ok, no extra charge",
     "The village bus will run every 10 minutes 9am to 11pm on the day, at no extra charge."),
    ("volunteers - 12 ppl for the parade ok, still need 4 for the stage night watch. add oil everybody 💪",
     "12 parade volunteers are sorted; you still need 4 people for the stage night watch."),
    (QUESTION,
     "HK$1,800 - HK$300 a household x 6 houses. Pay it to Ah Wai or Mrs Chan by 25/4."),
]
WINDOW = 11
GONE = ("hk$380", "opera", "scrub that", "68k")


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
            assert any("every household contribution HK$300" in str(m.content) for m in window), window
            assert any("road close 9:30 to 11:30am" in str(m.content) for m in window), window
            assert any("every 10 min 9am to 11pm" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so every household HK$380 la" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ah Wai's chat - she's treasurer of Ha Fung Tsuen's Tin Hau committee; "
                                            "today Thu 20/4/2051, the festival is Sat 29/4)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="HK$2,280 - 6 houses x HK$380 (it went up from HK$300 for the opera stage)", actual=reply)
