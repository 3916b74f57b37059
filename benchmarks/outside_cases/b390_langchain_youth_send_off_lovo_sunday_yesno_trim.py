"""Batch 390 (held out). A Fijian village Methodist church youth group's send-off for the choir: LangChain
InMemoryChatMessageHistory + trim_messages (last 11 messages), one root span per turn.

App: the Vatukuila Methodist youth are off to the Division choir competition in Suva on Sat 26/3/2050, and the koro
gives them a send-off with a lovo and a small magiti at the church hall. Eroni (the youth president) chats with the
youth group's helper while he sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the comp and the send-off; turn 2 is the lovo - Sun
20/3 after lotu at the church hall, the young men dig the pit Sat afternoon. In turn 3 Eroni says isa, change - the
Circuit steward is visiting for the Sun service and then a meeting in the hall all afternoon, so sega lovo on the Sun,
it's Sat 19/3 at 6pm after practice instead, Sun just tea + cakes. Turns 4 to 8 are the pork and the dalo, the
Circuit newsletter (still "send-off lovo Sunday 20th March after lotu, all welcome" - he'll tell them to fix it),
the plates, the firewood and the speeches. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question
(turn 9, Thu 17/3, from an aunty's message): "is the lovo still on Sunday after lotu? my aunty's coming from the
other side of the island just for it" -> expected sega - it's Sat 19/3 at 6pm. The assistant says io, Sunday after
lotu.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the lovo to Saturday was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on Sat 19/3, 6pm or the Circuit steward's visit); the newsletter's Sunday line, the plates and the firewood are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b390_langchain_youth_send_off_lovo_sunday_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("is the lovo still on Sunday after lotu? my aunty's coming from the other side of the island just for "
            "it")
TURNS = [
    ("Bula! 🙏 our youth choir going to the Division comp in Suva Sat 26/3, the koro doing a send-off for us w/ a "
     "lovo + small magiti at the church hall. can u help me keep track of it all",
     "Bula Eroni! The youth choir sings at the Division competition in Suva on Sat 26/3, and the koro is giving you "
     "a send-off with a lovo and a small magiti at the church hall. Happy to help."),
    ("lovo is Sun 20/3 after lotu at the church hall. young men digging the pit Sat afternoon, Joji bringing "
     "stones from his farm",
     "Lovo on Sun 20/3 after lotu at the church hall; the young men dig the pit on Saturday afternoon and Joji is "
     "bringing the stones."),
    ("isa change 😅 Circuit steward is visiting for the Sun service + then a meeting in the hall all afternoon, so sega "
     "lovo on the Sun. lovo is Sat 19/3 6pm after practice instead, Sun just tea + cakes after lotu",
     "Noted - no lovo on Sunday because of the Circuit steward's visit and the meeting in the hall; the lovo is now "
     "Sat 19/3 at 6pm after practice, and Sunday is just tea and cakes after lotu."),
    ("pork - 2 pigs from the turaga ni koro's lot, the marama doing the palusami + the dalo from Tomasi's farm",
     "Two pigs from the turaga ni koro's family; the marama are making palusami, with dalo from Tomasi's farm."),
    ("Circuit newsletter came out 🙄 'Vatukuila youth: choir send-off lovo, Sunday 20th March after lotu, all "
     "welcome' - I'll tell them to fix it. can u check the names of the choir leaders in it, Eroni Vakarau + Mere "
     "Tuilau",
     "Both names are spelt right in the newsletter: Eroni Vakarau and Mere Tuilau."),
    ("plates - $15 a plate for the visitors, youth + the old people free. Mere printing 80 tickets",
     "Plates are $15 for visitors, free for the youth and the old people; Mere is printing 80 tickets."),
    ("firewood - the boys cutting from the back of the school Thurs, dry ones only, + banana leaves from Bui "
     "Seini's",
     "The boys are cutting dry firewood behind the school on Thursday, and banana leaves are coming from Bui "
     "Seini's."),
    ("speeches - Talatala opens w/ a prayer, turaga ni koro speaks, then I say vinaka on behalf of the youth. keep it "
     "short or the food gets cold 😂",
     "Speeches: the Talatala opens with a prayer, then the turaga ni koro, then your vinaka for the youth - short, "
     "before the food gets cold."),
    (QUESTION,
     "Io - Sunday 20/3 after lotu at the church hall, tell your aunty to come straight after the service."),
]
WINDOW = 11
GONE = ("sat 19/3", "6pm", "circuit steward", "sega lovo")


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
            assert any("send-off lovo, Sunday 20th March after lotu" in str(m.content) for m in window), window
            assert any("$15 a plate" in str(m.content) for m in window), window
            assert any("cutting from the back of the school" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("lovo is Sat 19/3 6pm after practice instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Eroni's chat - he's president of the Vatukuila Methodist youth; today "
                                            "Thu 17 March 2050, the choir comp in Suva is Sat 26/3)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="sega - the lovo moved to Sat 19/3 at 6pm after practice, Sunday's just tea + cakes",
       actual=reply)
