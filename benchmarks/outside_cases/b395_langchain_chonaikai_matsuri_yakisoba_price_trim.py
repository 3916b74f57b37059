"""Batch 395 (held out). A neighbourhood association's summer festival in Osaka: LangChain
InMemoryChatMessageHistory + trim_messages (last 11 messages), one root span per turn.

App: the Nishi-Hanazono 3-chome chonaikai hold their jizo-bon on Sat 2050/08/20 and Sun 8/21 on the kaikan (community
hall) forecourt - yatai (stalls), a bon odori circle, the kids' lantern painting. Siobhan Kelly, an Irish expat who
put her name down for the yakisoba stall, chats with her helper to keep on top of it; each turn the chat is trimmed
to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the festival - she's on the yakisoba yatai with
Tanaka-san and the Mori girls, ¥300 a plate same as last year, 17:00-20:30 both nights. Turn 2 is the float. In
turn 3, after the committee meeting, she says cabbage is 398円 a head at the supa now, so ¥300 won't cover it - the
committee agreed ¥400 a plate, kids (shogakusei and under) still ¥300. Turns 4 to 8 are the noodles, last year's
price board out of the storeroom ("YAKISOBA ¥300 / 大盛り +¥100", she'll repaint it), the happi coats, the shifts and
the bins. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 2050/08/18): "how much is
the yakisoba this yr? doing the price board tonight" -> expected ¥400 a plate (kids ¥300). The assistant says ¥300.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
plate ¥400 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on ¥400, the
cabbage or the committee); the old price board, the happi coats and the shifts are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b395_langchain_chonaikai_matsuri_yakisoba_price_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much is the yakisoba this yr? doing the price board tonight"
TURNS = [
    ("JIZO-BON 🏮 sat 2050/08/20 + sun 8/21, kaikan forecourt. I'm on the yakisoba yatai w/ Tanaka-san + the Mori "
     "girls, ¥300 a plate same as last yr, 17:00-20:30 both nights. can u help me keep track of it all",
     "Of course - jizo-bon Sat 20 and Sun 21 August on the kaikan forecourt; you're on the yakisoba stall with "
     "Tanaka-san and the Mori girls, ¥300 a plate, 17:00-20:30 both nights."),
    ("float - ¥10,000 in 100-yen coins from the chonaikai cashbox, Fujii-san's got it, pick up sat 15:00",
     "Float: ¥10,000 in 100-yen coins from the chonaikai cashbox - collect it from Fujii-san on Saturday at 15:00."),
    ("mtg last nite at the kaikan - cabbage is 398円 a head at the supa now (!!) so ¥300 won't cover it. committee "
     "agreed ¥400 a plate, kids (shogakusei + under) still ¥300. Tanaka-san grumbling but fine",
     "Noted - the yakisoba is ¥400 a plate now because of the cabbage prices; children (elementary school and "
     "under) still pay ¥300."),
    ("noodles - 30kg from Maruhashi Seimen, delivered sat 14:00 to the kaikan, pork from the Nakano butcher",
     "30kg of noodles from Maruhashi Seimen arrive at the kaikan Saturday 14:00; pork from the Nakano butcher."),
    ("last yr's price board came out of the storeroom 🙄 'YAKISOBA ¥300 / 大盛り +¥100' - paint's peeling, I'll "
     "repaint it",
     "The old price board reads 'YAKISOBA ¥300 / 大盛り +¥100' - you're repainting it."),
    ("happi coats - chonaikai's only got 8, M + L, I'm borrowing one off Mori-san. tenugui provided",
     "Happi coats: the chonaikai has 8 in M and L; you're borrowing Mori-san's. Tenugui are provided."),
    ("shifts: me + Tanaka-san 17:00-18:45, the Mori girls 18:45-20:30, both nights. bon odori starts 19:00 so "
     "the rush is b4 that",
     "Shifts: you and Tanaka-san 17:00-18:45, the Mori girls 18:45-20:30, both nights; the rush comes before the "
     "bon odori at 19:00."),
    ("bins - 3 moeru, 1 PET, 1 cans by the yatai, volunteers sort it all at the end, joy",
     "Bins by the stalls: 3 burnable, 1 PET and 1 cans; volunteers sort it at the end."),
    (QUESTION,
     "¥300 a plate, with 大盛り +¥100 - same as last year's board."),
]
WINDOW = 11
GONE = ("¥400", "400円", "cabbage", "committee")


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
            assert any("'YAKISOBA ¥300 / 大盛り +¥100'" in str(m.content) for m in window), window
            assert any("borrowing one off Mori-san" in str(m.content) for m in window), window
            assert any("me + Tanaka-san 17:00-18:45" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("committee agreed ¥400 a plate" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Siobhan's chat - she's on the yakisoba stall at the Nishi-Hanazono "
                                            "3-chome chonaikai jizo-bon, Osaka; today Thu 2050/08/18, the festival "
                                            "is Sat 8/20 + Sun 8/21)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="¥400 a plate (kids ¥300) - the committee put it up because of the cabbage prices",
       actual=reply)
